import './driver-tracking.css';

/** "Brian Mwangi" -> "BM": first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0][0]] : [words[0][0], words[words.length - 1][0]];
  return letters.join('').toUpperCase();
}

/**
 * The driver's name with a round avatar of their initials (no external image).
 *
 * @example <DriverWithAvatar name="Brian Mwangi" />
 */
export function DriverWithAvatar({ name }: { name: string }) {
  return (
    <span className="driver-with-avatar">
      <span className="driver-avatar" aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span>{name}</span>
    </span>
  );
}
