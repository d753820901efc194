import type { CollectionScheduleRow } from '@maziwa/contracts';
import { StatusBadge, formatCode, type StatusTone } from '@maziwa/ui';

type PickupStatus = CollectionScheduleRow['pickup_status'];

const TONES: Record<PickupStatus, StatusTone> = {
  scheduled: 'neutral',
  in_progress: 'info',
  completed: 'success',
  delayed: 'danger',
};

/**
 * A trip's pickup status as a pill: Scheduled, In Progress, Completed or Delayed.
 *
 * @example <PickupStatusBadge status="delayed" />
 */
export function PickupStatusBadge({ status }: { status: PickupStatus }) {
  return <StatusBadge label={formatCode(status)} tone={TONES[status] ?? 'neutral'} />;
}
