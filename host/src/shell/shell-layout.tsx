import { userCan, useSession } from '@maziwa/api-client';
import { PermissionsProvider, setDisplayTimeZone, Spinner, Toaster } from '@maziwa/ui';
import { Suspense, useCallback, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { DESKTOP_QUERY, useMediaQuery } from './use-media-query';
import './shell-layout.css';

const SIDEBAR_ID = 'mz-shell-sidebar';
const MAIN_ID = 'mz-shell-main';

/**
 * The frame of every signed-in page: sidebar, header and the routed page in `<main>`.
 * Below 768px the sidebar becomes a drawer opened from the header. The pages inside learn
 * from it what the signed-in person may do (PermissionsProvider), to hide the rest.
 */
export function ShellLayout() {
  const signedIn = useSession((s) => s.user);
  const can = useCallback((permission: string) => userCan(signedIn, permission), [signedIn]);
  // Before any page renders a time: the organisation's zone, not the browser's (idempotent).
  setDisplayTimeZone(signedIn?.time_zone);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const drawer = !isDesktop;
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);

  // Any navigation (a link, the browser's back button) closes the drawer.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  // Widening the window turns the drawer into the fixed sidebar: do not reopen it later.
  if (!drawer && drawerOpen) setDrawerOpen(false);

  const closeDrawer = useCallback((chosePage: boolean) => {
    setDrawerOpen(false);
    // Focus must leave the drawer as it hides: to the new page, or back to the button.
    if (chosePage) main.current?.focus();
    else menuButton.current?.focus();
  }, []);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus rather than a #hash navigation, which the router would treat as a new location.
    event.preventDefault();
    main.current?.focus();
    main.current?.scrollIntoView?.();
  };

  return (
    <PermissionsProvider can={can}>
      <div className={['mz-shell', drawer && 'mz-shell--drawer'].filter(Boolean).join(' ')}>
        <a className="mz-shell-skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
          Skip to main content
        </a>
        <Sidebar id={SIDEBAR_ID} drawer={drawer} open={drawer && drawerOpen} onClose={closeDrawer} />
        {drawer && drawerOpen && (
          // A pointer convenience only; keyboard users have the close button and Escape.
          <div className="mz-shell-backdrop" aria-hidden="true" onClick={() => closeDrawer(false)} />
        )}
        <div className="mz-shell__body">
          <Header
            drawer={drawer}
            sidebarId={SIDEBAR_ID}
            sidebarOpen={drawer && drawerOpen}
            onOpenSidebar={() => setDrawerOpen(true)}
            menuButtonRef={menuButton}
          />
          <main ref={main} id={MAIN_ID} className="mz-shell__main" tabIndex={-1}>
            <Suspense fallback={<Spinner label="Loading..." />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
        {/* Save confirmations of every remote's pages (showToast of @maziwa/ui). */}
        <Toaster />
      </div>
    </PermissionsProvider>
  );
}
