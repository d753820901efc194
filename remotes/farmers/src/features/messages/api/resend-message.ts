import { request } from '@maziwa/api-client';
import type { Id, ResponseOf } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKeys } from './messages-keys';

export type ResentMessage = ResponseOf<'/messages/{id}/resend', 'post'>;

/** POST /messages/{id}/resend (messages:resend): a failed message goes out again; any other is 409. */
export function resendMessage(id: Id): Promise<ResentMessage> {
  return request.post<ResentMessage>(`messages/${encodeURIComponent(id)}/resend`);
}

/**
 * Resend of a failed message; the list refreshes to show it queued again.
 *
 * @example useResendMessage().mutate(message.id, { onSuccess: close });
 */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKeys.all }),
  });
}
