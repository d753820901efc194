import { Avatar } from '@maziwa/ui';
import './driver-tracking.css';

/**
 * The driver's name with a round avatar of their initials (no external image).
 *
 * @example <DriverWithAvatar name="Brian Mwangi" />
 */
export function DriverWithAvatar({ name }: { name: string }) {
  return (
    <span className="driver-with-avatar">
      <Avatar name={name} />
      <span>{name}</span>
    </span>
  );
}
