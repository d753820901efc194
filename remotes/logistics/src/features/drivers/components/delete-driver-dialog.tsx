import { errorMessage } from '@maziwa/api-client';
import type { DriverReportRow } from '@maziwa/contracts';
import { Button, Dialog } from '@maziwa/ui';
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
    <Dialog
      open
      title={`Delete driver ${driver.driver_name}?`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={deletion.isPending}>
            Delete
          </Button>
        </>
      }
    >
      <p className="mz-dialog__text">
        {driver.driver_name} ({driver.driver_id}) will no longer be listed as a driver. Their user account is kept.
      </p>
      {deletion.error && (
        <p className="mz-dialog__error" role="alert">
          {errorMessage(deletion.error)}
        </p>
      )}
    </Dialog>
  );
}
