import { ConfirmDialog } from '@maziwa/ui';

export const DISCARD_CHANGES_TITLE = 'Discard unsaved changes?';

export interface DiscardChangesDialogProps {
  /** Leave: what was typed is dropped. */
  onDiscard(): void;
  /** Stay on the form with what was typed (also Escape and ×). */
  onStay(): void;
}

/** Asks before a form with unsaved changes is left: Stay or Discard. */
export function DiscardChangesDialog({ onDiscard, onStay }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      title={DISCARD_CHANGES_TITLE}
      confirmLabel="Discard"
      cancelLabel="Stay"
      onConfirm={onDiscard}
      onClose={onStay}
    >
      The changes you made on this form have not been saved. Leave and lose them?
    </ConfirmDialog>
  );
}
