import { auditEventsKeys, auditEventsList, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * The Activity list of one organisation, newest first, paged on the server. The filter
 * bar's day becomes from/to; its select (status) is the resource.
 *
 * @example
 * const activity = useAuditEvents(useOrgId(), useFilterParams(filters));
 */
export function useAuditEvents(orgId: Id | null, { from, to, status }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: auditEventsKeys.list(orgId),
    endpoint: auditEventsList,
    params: { org_id: orgId, resource: status, from, to },
    enabled: orgId !== null,
  });
}
