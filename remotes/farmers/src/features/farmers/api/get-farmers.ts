import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/farmers-profile: the organisation's farmers (Producer links), a page at a
 * time, searched (member number, name) and sorted by the API; `status` filters on the
 * latest payment's status; `format=csv` exports them all. The report has no period, so
 * it takes no from/to.
 */
export const farmerReport = listEndpoint('reports/farmers-profile');

/** Keys of every farmers query; a save invalidates `farmersKeys.all`. */
export const farmersKeys = {
  all: ['farmers'] as const,
  list: (orgId: Id | null) => [...farmersKeys.all, 'list', orgId] as const,
  detail: (linkId: Id) => [...farmersKeys.all, 'detail', linkId] as const,
};

/**
 * The Farmer Profiles list of one organisation, paged on the server: 100,000 farmers never
 * come to the browser at once.
 *
 * @example
 * const farmers = useFarmers(useOrgId(), useFilterParams(filters));
 * <DataTable rows={farmers.rows} server={farmers.server} ... />
 */
export function useFarmers(orgId: Id | null, { q, status }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: farmersKeys.list(orgId),
    endpoint: farmerReport,
    params: { organization_id: orgId, q, status },
    // No organisation yet (session still loading): nothing to ask for.
    enabled: orgId !== null,
  });
}
