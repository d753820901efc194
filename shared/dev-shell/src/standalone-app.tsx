import { createQueryClient, hasConsoleAccess, userCan, useSession } from '@maziwa/api-client';
import { pageAt, type ConsolePage, type RemoteModule } from '@maziwa/contracts';
import { Button, NoAccessPanel, Spinner, Toaster } from '@maziwa/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, NavLink, Navigate, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { SessionPermissions } from './session-permissions';
import { StandaloneLogin } from './standalone-login';

/** The remote's declared pages, in the shape the host looks pages up in. */
function pagesOf(remote: RemoteModule): ConsolePage[] {
  return remote.declaration.pages.map((page) => ({ ...page, remote: remote.id }));
}

/** As in the host: a page the person may not read shows the panel, not the page. */
function GuardedPage({ remote }: { remote: RemoteModule }) {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const permission = pageAt(pagesOf(remote), pathname)?.permission;
  if (permission && !userCan(user, permission)) return <NoAccessPanel />;
  return <Outlet />;
}

function Frame({ remote }: { remote: RemoteModule }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  // Only the pages the person may read, as the host's sidebar does; a record's page
  // (`/payroll/payslips/:id`) opens from a row, not from here.
  const paths = remote.declaration.pages
    .filter((page) => !page.path.includes(':') && userCan(user, page.permission))
    .map((page) => page.path);
  return (
    <>
      <nav className="mz-dev-shell__bar" aria-label={`${remote.id} pages`}>
        <strong>Maziwa · {remote.id} (standalone)</strong>
        {paths.map((path) => (
          <NavLink key={path} to={path}>
            {path}
          </NavLink>
        ))}
        <span>{user?.email}</span>
        <Button variant="ghost" size="small" onClick={() => void logout()}>
          Logout
        </Button>
      </nav>
      <main className="mz-dev-shell__main">
        <Suspense fallback={<Spinner label="Loading..." />}>
          {hasConsoleAccess(user) ? (
            <GuardedPage remote={remote} />
          ) : (
            // The host's /unauthorized, in short: Drivers and Producers have no console.
            <p role="alert">Unauthorized: this account has no role that is allowed to open the console.</p>
          )}
        </Suspense>
      </main>
      {/* As in the host's shell: where showToast's save confirmations appear. */}
      <Toaster />
    </>
  );
}

function Gate({ remote }: { remote: RemoteModule }) {
  const status = useSession((s) => s.status);
  if (status === 'loading') return <Spinner label="Loading..." />;
  if (status === 'anonymous') return <StandaloneLogin remoteId={remote.id} />;
  return <Frame remote={remote} />;
}

/** Renders one remote's routes with its own sign-in, query cache and router. */
export function StandaloneApp({ remote }: { remote: RemoteModule }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <Gate remote={remote} />,
        children: [{ index: true, element: <Navigate to={remote.routes[0]?.path ?? '/'} replace /> }, ...remote.routes],
      },
    ]),
  );
  const init = useSession((s) => s.init);
  useEffect(() => {
    void init();
  }, [init]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionPermissions>
        <RouterProvider router={router} />
      </SessionPermissions>
    </QueryClientProvider>
  );
}
