import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/routes-and-collection-centers: one row per collection centre with its QA
 * agents and farmers, paged, searched and sorted by the API; `format=csv` exports all.
 */
export const collectionCentreReport = listEndpoint('reports/routes-and-collection-centers');

/** Keys of every collection-centre query; saves invalidate `centresKeys.all`. */
export const centresKeys = {
  all: ['collection-centres'] as const,
  list: (orgId: Id | null) => [...centresKeys.all, 'list', orgId] as const,
  location: (id: Id) => [...centresKeys.all, 'location', id] as const,
};

/**
 * @example
 * const centres = useCollectionCentres(useOrgId(), useFilterParams(filters));
 * <DataTable rows={centres.rows} server={centres.server} ... />
 */
export function useCollectionCentres(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: centresKeys.list(orgId),
    endpoint: collectionCentreReport,
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
