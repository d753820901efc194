import type { CollectionScheduleRow } from '@maziwa/contracts';
import { DetailsList, Dialog, formatNumber, formatDateTime } from '@maziwa/ui';
import { PickupStatusBadge } from './pickup-status-badge';
import { scheduleRowName } from '../model/schedule-row-name';

export interface ScheduleDetailsDialogProps {
  row: CollectionScheduleRow;
  onClose(): void;
}

/** View: the schedule row in full, with the centres by name. Read-only. */
export function ScheduleDetailsDialog({ row, onClose }: ScheduleDetailsDialogProps) {
  // No centres reads N/A, as an empty value does.
  const centres = Array.isArray(row.collection_centers) ? row.collection_centers.join(', ') : null;
  return (
    <Dialog open title={scheduleRowName(row)} onClose={onClose}>
      <DetailsList
        items={[
          { label: 'Center Name', value: row.route_name },
          { label: 'Driver', value: row.driver_name },
          { label: 'Pick Start Time', value: formatDateTime(row.pick_start_time) },
          { label: 'Collection Centers', value: centres },
          { label: 'Litres Collected', value: formatNumber(row.litres_collected) },
          { label: 'Pickup Status', value: <PickupStatusBadge status={row.pickup_status} /> },
        ]}
      />
    </Dialog>
  );
}
