import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, ListPage, type PageProps } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { useMessages, type Message } from '../features/messages/api/get-messages';
import { MessagesFilterBar, useMessageFilters } from '../features/messages/components/messages-filter-bar';
import { MessagesTable } from '../features/messages/components/messages-table';
import { ResendMessageDialog } from '../features/messages/components/resend-message-dialog';

/**
 * Messages (docs/screens.md#messages): every SMS and e-mail sent to the organisation's farmers,
 * newest first, with its status (a failed one says why), cost and time; paged, sorted, searched
 * and filtered by the API. Resend puts a failed one back in the queue.
 */
export default function FarmersMessagesPage({ page }: PageProps) {
  const [filters, setFilters, params] = useMessageFilters();
  const messages = useMessages(useOrgId(), params);
  const [resending, setResending] = useState<Message | null>(null);
  const resend = useCallback((message: Message) => setResending(message), []);

  return (
    <ListPage
      title="Messages"
      description={page.description}
      actions={<ExportDataButton list={messages} fileName="messages.csv" />}
      filters={<MessagesFilterBar value={filters} onChange={setFilters} searchPlaceholder={page.search} />}
    >
      <MessagesTable list={messages} onResend={resend} />
      {resending && <ResendMessageDialog message={resending} onClose={() => setResending(null)} />}
    </ListPage>
  );
}
