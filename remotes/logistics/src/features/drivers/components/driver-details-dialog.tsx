import type { DriverReportRow } from '@maziwa/contracts';
import { Dialog } from '@maziwa/ui';
import { DriverStatusBadge } from './driver-status-badge';
import './driver-dialogs.css';

export interface DriverDetailsDialogProps {
  driver: DriverReportRow;
  onClose(): void;
}

/** View: the driver's row, read-only. */
export function DriverDetailsDialog({ driver, onClose }: DriverDetailsDialogProps) {
  return (
    <Dialog open title={driver.driver_name} onClose={onClose}>
      <dl className="driver-details">
        <dt>Driver Name</dt>
        <dd>{driver.driver_name}</dd>
        <dt>Driver ID</dt>
        <dd>{driver.driver_id}</dd>
        <dt>Contact Information</dt>
        <dd>{driver.contact_information || 'N/A'}</dd>
        <dt>Status</dt>
        <dd>
          <DriverStatusBadge status={driver.status} />
        </dd>
      </dl>
    </Dialog>
  );
}
