import type { RefObject } from 'react';
import { Icon } from './icons';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';
import { OfflineIndicator } from './offline-indicator';
import { ProfileMenu } from './profile-menu';
import './shell-controls.css';
import './header.css';

interface HeaderProps {
  /** Narrow screens: show the button that opens the sidebar drawer. */
  drawer: boolean;
  sidebarId: string;
  sidebarOpen: boolean;
  onOpenSidebar(): void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The bar above the content: menu button (narrow screens), the offline sign, notifications and profile menu. */
export function Header({ drawer, sidebarId, sidebarOpen, onOpenSidebar, menuButtonRef }: HeaderProps) {
  return (
    <header className="mz-shell-header">
      {drawer && (
        <>
          <button
            ref={menuButtonRef}
            type="button"
            className="mz-shell-icon-button"
            aria-label="Open menu"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={onOpenSidebar}
          >
            <Icon name="menu" />
          </button>
          {/* The sidebar, and its logo, is off-screen here. */}
          <Logo />
        </>
      )}
      <div className="mz-shell-header__actions">
        <OfflineIndicator />
        <NotificationsButton />
        <ProfileMenu />
      </div>
    </header>
  );
}
