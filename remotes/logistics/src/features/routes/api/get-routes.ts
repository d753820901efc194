import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/** GET /routes: the organisation's routes, paged, searched (name) and sorted by the API. */
export const routesList = listEndpoint('routes');

/** Keys of the route screen's queries; saves invalidate `routesKeys.all`. */
export const routesKeys = {
  all: ['routes'] as const,
  list: (orgId: Id | null) => [...routesKeys.all, 'list', orgId] as const,
  driverOptions: (orgId: Id | null) => [...routesKeys.all, 'driver-options', orgId] as const,
  centreOptions: (orgId: Id | null) => [...routesKeys.all, 'centre-options', orgId] as const,
  one: (id: Id) => [...routesKeys.all, 'one', id] as const,
};

/**
 * The Routes Management list with each route's collection centres (populate=locations).
 *
 * @example
 * const routes = useRoutes(useOrgId(), useFilterParams(filters));
 */
export function useRoutes(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: routesKeys.list(orgId),
    endpoint: routesList,
    params: { org_id: orgId, populate: 'locations', ...filters },
    enabled: orgId !== null,
  });
}
