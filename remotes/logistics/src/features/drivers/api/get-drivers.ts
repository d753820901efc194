import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /reports/driver-management: the organisation's drivers, a page at a time, searched
 * (name, driver id, contact) and sorted by the API; `format=csv` exports them all.
 */
export const driverReport = listEndpoint('reports/driver-management');

/** Keys of every drivers query; mutations invalidate `driversKeys.all`. */
export const driversKeys = {
  all: ['drivers'] as const,
  list: (orgId: Id | null) => [...driversKeys.all, 'list', orgId] as const,
  detail: (linkId: Id) => [...driversKeys.all, 'detail', linkId] as const,
};

/**
 * The Driver Management list of one organisation, paged on the server.
 *
 * @example
 * const drivers = useDrivers(useOrgId(), useFilterParams(filters));
 * <DataTable rows={drivers.rows} server={drivers.server} ... />
 */
export function useDrivers(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: driversKeys.list(orgId),
    endpoint: driverReport,
    params: { organization_id: orgId, ...filters },
    // No organisation yet (session still loading): nothing to ask for.
    enabled: orgId !== null,
  });
}
