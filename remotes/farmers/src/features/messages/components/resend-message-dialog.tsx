import { ConfirmDialog, showToast } from '@maziwa/ui';
import type { Message } from '../api/get-messages';
import { useResendMessage } from '../api/resend-message';
import { messageEventLabel } from '../model/message-text';

export interface ResendMessageDialogProps {
  message: Message;
  onClose(): void;
}

/**
 * Asks before a failed message goes out again (an SMS costs money), then says it is queued; the
 * API's reason shows inside when it refuses (409: it is no longer failed).
 */
export function ResendMessageDialog({ message, onClose }: ResendMessageDialogProps) {
  const resend = useResendMessage();
  const to = message.farmer_name ?? message.recipient;
  return (
    <ConfirmDialog
      title={`Resend the message to ${to}?`}
      confirmLabel="Resend"
      onConfirm={() =>
        resend.mutate(message.id, {
          onSuccess: () => {
            showToast({ message: `Message to ${to} queued to send again` });
            onClose();
          },
        })
      }
      pending={resend.isPending}
      error={resend.error}
      onClose={onClose}
    >
      {messageEventLabel(message.event)} message to {message.recipient}: {message.body}
    </ConfirmDialog>
  );
}
