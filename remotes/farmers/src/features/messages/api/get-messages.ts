import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import type { MessageListParams } from '../model/message-filters';
import { messagesKeys } from './messages-keys';

/** One SMS or e-mail to a farmer, with the farmer's name and number, its status and cost. */
export type Message = RowOf<'/messages'>;

/**
 * GET /messages (messages:read): every message of the organisation, newest first, paged,
 * sorted, searched (farmer, member number, recipient, text) and filtered by the API.
 */
export const messagesEndpoint = listEndpoint('messages');

/**
 * The organisation's messages, one page at a time, page and sort in the address.
 *
 * @example const list = useMessages(useOrgId(), messageParams(filters));
 */
export function useMessages(orgId: Id | null, params: MessageListParams) {
  return useServerList({
    state: useUrlListPaging(),
    key: messagesKeys.list(orgId),
    endpoint: messagesEndpoint,
    params: { org_id: orgId, ...params },
    enabled: orgId !== null,
  });
}
