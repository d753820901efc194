import type { User } from '@maziwa/contracts';
import { ConfirmDialog, showToast } from '@maziwa/ui';
import { useSetUserActive } from '../api/set-user-active';

export interface UserActiveDialogProps {
  user: User;
  onClose(): void;
}

/**
 * Deactivate or Reactivate, after asking: an inactive account cannot sign in and keeps its
 * records. The API's refusals (your own account, the last active admin) show inside.
 */
export function UserActiveDialog({ user, onClose }: UserActiveDialogProps) {
  const setActive = useSetUserActive();
  const deactivating = user.is_active;
  const action = deactivating ? 'Deactivate' : 'Reactivate';
  return (
    <ConfirmDialog
      title={`${action} ${user.username}?`}
      confirmLabel={action}
      onConfirm={() =>
        setActive.mutate(
          { id: user.id, is_active: !deactivating },
          {
            onSuccess: () => {
              showToast({ message: `User ${user.username} ${deactivating ? 'deactivated' : 'reactivated'}` });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={setActive.isPending}
      error={setActive.error}
    >
      {deactivating
        ? `${user.username} will no longer be able to sign in and is signed out everywhere. Their records are kept.`
        : `${user.username} will be able to sign in again with their password.`}
    </ConfirmDialog>
  );
}
