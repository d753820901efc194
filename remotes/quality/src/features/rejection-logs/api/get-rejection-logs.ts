import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/rejection-logs: one row per rejected delivery, newest first, paged,
 * searched (centre, QA agent, reason, farmer, batch), sorted and narrowed to days
 * (from/to) by the API; `format=csv` exports every matching rejection. The report has no
 * status.
 */
export const rejectionLogsReport = listEndpoint('reports/rejection-logs');

export const rejectionLogsKeys = {
  all: ['rejection-logs'] as const,
  list: (orgId: Id | null) => [...rejectionLogsKeys.all, 'list', orgId] as const,
};

/**
 * The Rejection Logs of one organisation, paged on the server.
 *
 * @example
 * const logs = useRejectionLogs(useOrgId(), useFilterParams(filters));
 */
export function useRejectionLogs(orgId: Id | null, { status: _status, ...filters }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: rejectionLogsKeys.list(orgId),
    endpoint: rejectionLogsReport,
    // The API refuses a status here; the page shows no status filter either.
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
