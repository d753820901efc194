import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { fieldErrorsOf } from '../form/field-errors';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Deactivate bmwangi?"; also the dialog's accessible name. */
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** The confirming button's text, e.g. "Deactivate". */
  confirmLabel: string;
  /** The other button's text (it calls onClose). Default "Cancel". */
  cancelLabel?: string;
  onConfirm(): void;
  onClose(): void;
  /** The action is under way: the confirming button spins, Cancel waits. */
  pending?: boolean;
  /** Why the action failed (its message is shown); the dialog stays open to try again. */
  error?: unknown;
}

/**
 * What to tell the person: the problems of an API error's fields (there is no field here to
 * show them at, and the message would start with the field's name), else its message.
 */
function reasonOf(error: unknown): string | null {
  if (error == null) return null;
  const fields = fieldErrorsOf(error);
  if (fields) return Object.values(fields).join(' ');
  return error instanceof Error ? error.message || 'Something went wrong' : String(error);
}

/**
 * Asks before an action that is hard to take back: the question, what will happen,
 * Cancel and the confirming button; a failure's reason shows inside, the dialog stays.
 *
 * @example
 * const deactivate = useSetUserActive();
 * <ConfirmDialog
 *   title={`Deactivate ${user.username}?`}
 *   confirmLabel="Deactivate"
 *   onConfirm={() => deactivate.mutate({ id: user.id, is_active: false }, { onSuccess: onClose })}
 *   pending={deactivate.isPending}
 *   error={deactivate.error}
 *   onClose={onClose}
 * >
 *   They can no longer sign in.
 * </ConfirmDialog>
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
  pending = false,
  error,
}: ConfirmDialogProps) {
  const message = reasonOf(error);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="mz-dialog__text">{children}</div>
      {message && (
        <p className="mz-dialog__error" role="alert">
          {message}
        </p>
      )}
    </Dialog>
  );
}
