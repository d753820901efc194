import type { DriverReportRow } from '@maziwa/contracts';
import { ConfirmDialog } from '@maziwa/ui';
import { useDeleteDriver } from '../api/delete-driver';

export interface DeleteDriverDialogProps {
  driver: DriverReportRow;
  onClose(): void;
}

/** Delete: asks first, then removes the driver's link and refreshes the list. */
export function DeleteDriverDialog({ driver, onClose }: DeleteDriverDialogProps) {
  const deletion = useDeleteDriver();
  const confirm = () => deletion.mutate(driver.id, { onSuccess: onClose });

  return (
    <ConfirmDialog
      title={`Delete driver ${driver.driver_name}?`}
      confirmLabel="Delete"
      onConfirm={confirm}
      pending={deletion.isPending}
      error={deletion.error}
      onClose={onClose}
    >
      {driver.driver_name} ({driver.driver_id}) will no longer be listed as a driver. Their user account is kept.
    </ConfirmDialog>
  );
}
