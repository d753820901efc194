import type { CollectionScheduleRow } from '@maziwa/contracts';
import { ConfirmDialog, showToast } from '@maziwa/ui';
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
    <ConfirmDialog
      title={`Delete schedule ${scheduleRowName(row)}?`}
      confirmLabel="Delete"
      onConfirm={confirm}
      pending={deletion.isPending}
      error={deletion.error}
      onClose={onClose}
    >
      The trip on {row.route_name} and its schedule will be deleted. This cannot be undone.
    </ConfirmDialog>
  );
}
