import { errorMessage } from '@maziwa/api-client';
import type { CollectionScheduleRow } from '@maziwa/contracts';
import { Button, Dialog, showToast } from '@maziwa/ui';
import { useDeleteTrip } from '../api/delete-trip';
import { scheduleRowName } from '../model/schedule-row-name';

export interface DeleteScheduleDialogProps {
  row: CollectionScheduleRow;
  onClose(): void;
  onDeleted(): void;
}

/** Delete: asks first, then deletes the trip (DELETE /trips/{id}) and refreshes the list. */
export function DeleteScheduleDialog({ row, onClose, onDeleted }: DeleteScheduleDialogProps) {
  const deletion = useDeleteTrip();
  const confirm = () =>
    deletion.mutate(row.id, {
      onSuccess: () => {
        showToast({ message: `Schedule ${scheduleRowName(row)} deleted` });
        onDeleted();
        onClose();
      },
    });

  return (
    <Dialog
      open
      title={`Delete schedule ${scheduleRowName(row)}?`}
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
        The trip on {row.route_name} and its schedule will be deleted. This cannot be undone.
      </p>
      {deletion.error != null && (
        <p className="mz-dialog__error" role="alert">
          {errorMessage(deletion.error)}
        </p>
      )}
    </Dialog>
  );
}
