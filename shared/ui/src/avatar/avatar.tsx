import './avatar.css';

/** "Brian Mwangi" -> "BM": first letters of the first and last words; "?" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0][0]] : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}

export interface AvatarProps {
  /** Whose avatar: its initials show when there is no picture. */
  name: string;
  imageUrl?: string | null;
  size?: 'default' | 'large';
}

/**
 * A round picture, or the initials of the name. Decorative: the name is said beside it.
 *
 * @example <Avatar name="Brian Mwangi" /> // "BM"
 */
export function Avatar({ name, imageUrl, size = 'default' }: AvatarProps) {
  const className = `mz-avatar mz-avatar--${size}`;
  if (imageUrl) return <img className={className} src={imageUrl} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
