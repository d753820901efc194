import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/pickup-management: one row per centre handover (consolidation), newest
 * first, paged, searched (centre, batch), sorted and narrowed to days (from/to) by the
 * API; `format=csv` exports every matching handover. The report has no status.
 */
export const pickupReport = listEndpoint('reports/pickup-management');

export const pickupsKeys = {
  all: ['pickups'] as const,
  list: (orgId: Id | null) => [...pickupsKeys.all, 'list', orgId] as const,
};

/**
 * The Pickup Management list of one organisation, paged on the server.
 *
 * @example
 * const pickups = usePickups(useOrgId(), useFilterParams(filters));
 */
export function usePickups(orgId: Id | null, { status: _status, ...filters }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: pickupsKeys.list(orgId),
    endpoint: pickupReport,
    // The API refuses a status here; the page shows no status filter either.
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
