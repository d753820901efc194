import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import type { ExtensionListParams } from '../model/extension-filters';
import { extensionKeys } from './extension-keys';

/**
 * GET /extension-call-logs: calls, visits and SMS; by default follow-ups still to do first
 * (earliest first), then the rest newest first, as the API orders them when no sort is sent.
 */
export const callLogsEndpoint = listEndpoint('extension-call-logs');

/**
 * The organisation's call logs, one page at a time.
 *
 * @example const list = useCallLogs(useOrgId(), callLogParams(filters));
 */
export function useCallLogs(orgId: Id | null, params: ExtensionListParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: extensionKeys.callLogs(orgId),
    endpoint: callLogsEndpoint,
    params: { org_id: orgId, ...params },
    enabled: orgId !== null,
  });
}
