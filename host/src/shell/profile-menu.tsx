import { useSession } from '@maziwa/api-client';
import { Avatar, ConfirmDialog, initialsOf } from '@maziwa/ui';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { notSentSentence, useLogout, useSignOutQuestion } from '../auth/use-logout';
import { Icon } from './icons';
import { useDismiss } from './use-dismiss';
import './popover.css';
import './profile-menu.css';

/** Moves focus between the menu's items with the arrow, Home and End keys (WAI-ARIA menu). */
function moveFocus(menu: HTMLElement, key: string): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const index = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const next =
    key === 'ArrowDown'
      ? (index + 1) % items.length
      : key === 'ArrowUp'
        ? index <= 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : -1;
  if (next < 0) return false;
  items[next]?.focus();
  return true;
}

/**
 * Asks before signing out a person whose deliveries are still on this phone (whichever Logout
 * was pressed: the menu's or the sidebar's); they stay there for the person's next sign-in.
 */
function SignOutQuestionDialog() {
  const question = useSignOutQuestion((s) => s.question);
  useEffect(() => {
    useSignOutQuestion.setState((s) => ({ askers: s.askers + 1 }));
    return () => useSignOutQuestion.setState((s) => ({ askers: s.askers - 1 }));
  }, []);
  if (!question) return null;
  return (
    <ConfirmDialog
      title="Sign out with deliveries not sent?"
      confirmLabel="Sign out"
      cancelLabel="Stay signed in"
      onConfirm={() => question.answer(true)}
      onClose={() => question.answer(false)}
    >
      <p>{notSentSentence(question.notSent)}</p>
      <p>They stay on this phone and are sent once you sign in again. Stay signed in to send them now.</p>
    </ConfirmDialog>
  );
}

/**
 * The profile menu of the header (docs/screens.md#header-and-profile-menu): the avatar opens a menu with the user's
 * name, role and e-mail, a Settings link and Logout. Closes on Escape, a click outside
 * and choosing an item.
 */
export function ProfileMenu() {
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  if (!user) return <SignOutQuestionDialog />;
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || user.email;
  const role = user.role ?? user.roles?.[0];
  // The name starts with what the button shows (the initials, when there is no picture), so a
  // person who says or sees "WK" finds it (WCAG 2.5.3, axe's label-content-name-mismatch).
  const shown = user.avatarUrl ? '' : `${initialsOf(fullName)}, `;

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (menu.current && moveFocus(menu.current, event.key)) event.preventDefault();
    // Tab leaves the menu: it closes rather than staying open behind the focus.
    else if (event.key === 'Tab') close();
  };

  return (
    <div ref={container} className="mz-shell-popover-anchor">
      <SignOutQuestionDialog />
      <button
        ref={trigger}
        type="button"
        className="mz-shell-profile__trigger"
        aria-label={`${shown}profile menu of ${fullName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={fullName} imageUrl={user.avatarUrl} />
        <Icon name="chevron" className="mz-shell-profile__chevron" />
      </button>
      <div className="mz-shell-popover mz-shell-profile__popover" hidden={!open}>
        <div className="mz-shell-profile__who">
          <Avatar name={fullName} imageUrl={user.avatarUrl} size="large" />
          <div className="mz-shell-profile__text">
            <p className="mz-shell-profile__name">{fullName}</p>
            {role && <p className="mz-shell-profile__role">{role}</p>}
            <p className="mz-shell-profile__email">{user.email}</p>
          </div>
        </div>
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          className="mz-shell-profile__menu"
          onKeyDown={onMenuKeyDown}
        >
          <Link role="menuitem" tabIndex={-1} to="/settings" className="mz-shell-profile__item" onClick={close}>
            <Icon name="settings" />
            Settings
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className="mz-shell-profile__item"
            onClick={() => {
              close();
              void logout();
            }}
          >
            <Icon name="logout" />
            Logout
          </button>
        </div>
      </div>
    </div>
  );
}
