import type { PersonStatus } from '@maziwa/contracts';
import { personStatusOptions } from '@maziwa/ui';
import './driver-status-badge.css';

/** "Active", "Inactive" or "Pending": the words the table shows, searches and exports. */
export function statusLabel(status: PersonStatus | string): string {
  return personStatusOptions.find((option) => option.value === status)?.label ?? status;
}

/**
 * A driver's status as a coloured pill; the word is always written, so colour is never
 * the only cue.
 *
 * @example
 * <DriverStatusBadge status="pending" />
 */
export function DriverStatusBadge({ status }: { status: PersonStatus }) {
  return <span className={`driver-status-badge driver-status-badge--${status}`}>{statusLabel(status)}</span>;
}
