import type { CollectionScheduleRow } from '@maziwa/contracts';
import { Dialog } from '@maziwa/ui';
import { DetailsList } from '../../../lib/details';
import { formatNumber, formatScheduleTime } from '../../../lib/format';
import { PickupStatusBadge } from './pickup-status-badge';
import { scheduleRowName } from './schedule-row-name';

export interface ScheduleDetailsDialogProps {
  row: CollectionScheduleRow;
  onClose(): void;
}

/** View: the schedule row in full, with the centres by name. Read-only. */
export function ScheduleDetailsDialog({ row, onClose }: ScheduleDetailsDialogProps) {
  const centres = Array.isArray(row.collection_centers) && row.collection_centers.length > 0 ? row.collection_centers.join(', ') : 'N/A';
  return (
    <Dialog open title={scheduleRowName(row)} onClose={onClose}>
      <DetailsList
        items={[
          ['Center Name', row.route_name],
          ['Driver', row.driver_name || 'N/A'],
          ['Pick Start Time', formatScheduleTime(row.pick_start_time)],
          ['Collection Centers', centres],
          ['Litres Collected', formatNumber(row.litres_collected)],
          ['Pickup Status', <PickupStatusBadge key="status" status={row.pickup_status} />],
        ]}
      />
    </Dialog>
  );
}
