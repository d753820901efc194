import { userCan, useSession } from '@maziwa/api-client';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '../auth/use-logout';
import { Icon } from './icons';
import { Logo } from './logo';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { readableMenu } from './sidebar-menu';
import { useExpandedGroups } from './use-expanded-groups';
import './shell-controls.css';
import './sidebar.css';

export interface SidebarProps {
  id: string;
  /**
   * Narrow screens: the sidebar is a drawer, off-screen until opened. Wide screens: it
   * is always shown beside the content.
   */
  drawer: boolean;
  /** Drawer only: whether it is open. */
  open: boolean;
  /** Drawer only: asks to close it; `chosePage` when the user picked a page. */
  onClose(chosePage: boolean): void;
}

/**
 * The side navigation (spec 2.2): logo, the entries the remotes declare that the signed-in person
 * may read, and Settings and Logout at the foot.
 */
export function Sidebar({ id, drawer, open, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const signedIn = useSession((s) => s.user);
  const menu = useMemo(() => readableMenu((permission) => userCan(signedIn, permission)), [signedIn]);
  const { expanded, currentGroup, toggle } = useExpandedGroups(pathname);
  const closeButton = useRef<HTMLButtonElement>(null);
  const hidden = drawer && !open;

  useEffect(() => {
    if (!drawer || !open) return;
    // Keyboard and screen-reader users start inside the drawer they just opened.
    closeButton.current?.focus();
    // Escape closes it wherever focus is: on the document, not the drawer, so it works even
    // when focus has not (yet) moved inside, e.g. right after a tap on Open menu.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawer, open, onClose]);

  const chosePage = drawer ? () => onClose(true) : undefined;

  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={['mz-shell-sidebar', drawer && 'mz-shell-sidebar--drawer', drawer && open && 'mz-shell-sidebar--open']
        .filter(Boolean)
        .join(' ')}
      // Off-screen is not enough: `inert` keeps a hidden drawer out of the Tab order and
      // aria-hidden out of the accessibility tree where inert is not supported.
      inert={hidden}
      aria-hidden={hidden || undefined}
    >
      <div className="mz-shell-sidebar__top">
        <Logo onNavigate={chosePage} />
        {drawer && (
          <button
            ref={closeButton}
            type="button"
            className="mz-shell-icon-button mz-shell-sidebar__close"
            aria-label="Close menu"
            onClick={() => onClose(false)}
          >
            <Icon name="close" />
          </button>
        )}
      </div>

      <nav aria-label="Main" className="mz-shell-nav">
        <ul className="mz-shell-nav__list">
          {menu.map((entry) => (
            <li key={entry.kind === 'link' ? entry.path : entry.id}>
              {entry.kind === 'link' ? (
                <SidebarLink label={entry.label} path={entry.path} icon={entry.icon} onNavigate={chosePage} />
              ) : (
                <SidebarGroup
                  group={entry}
                  expanded={expanded.has(entry.id)}
                  current={currentGroup === entry.id}
                  onToggle={() => toggle(entry.id)}
                  onNavigate={chosePage}
                />
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="mz-shell-sidebar__footer">
        <button
          type="button"
          className="mz-shell-nav__link"
          onClick={() => {
            chosePage?.();
            void navigate('/settings');
          }}
        >
          <Icon name="settings" />
          <span className="mz-shell-nav__label">Settings</span>
        </button>
        <button type="button" className="mz-shell-nav__link" onClick={() => void logout()}>
          <Icon name="logout" />
          <span className="mz-shell-nav__label">Logout</span>
        </button>
      </div>
    </aside>
  );
}
