import type { CurrentUser } from '@maziwa/contracts';
import './avatar.css';

/** "Wanjiku Kamau" -> "WK"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'>): string {
  const letters = [user.first_name, user.last_name].map((part) => part?.trim().charAt(0) ?? '').join('');
  return (letters || user.email?.charAt(0) || '?').toUpperCase();
}

/** The user's picture, or their initials when they have none. Decorative: the name is said elsewhere. */
export function Avatar({ user, size = 'default' }: { user: CurrentUser; size?: 'default' | 'large' }) {
  const className = `mz-shell-avatar mz-shell-avatar--${size}`;
  if (user.avatarUrl) return <img className={className} src={user.avatarUrl} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(user)}
    </span>
  );
}
