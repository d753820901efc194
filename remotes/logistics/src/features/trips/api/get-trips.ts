import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * A trip as GET /trips answers it; with populate=route,user_roles it carries its route and
 * its crew's links (drivers, QA agents, without their users).
 */
export type TripRow = RowOf<'/trips'>;

/**
 * GET /trips: the organisation's trips with their route and crew, paged, searched (route
 * name), filtered (from/to, status) and sorted by the API.
 */
export const tripsList = listEndpoint('trips');

/** Keys of the trips screen's queries. */
export const tripsKeys = {
  all: ['trips'] as const,
  list: (orgId: Id | null) => [...tripsKeys.all, 'list', orgId] as const,
  drivers: (orgId: Id | null, linkIds: Id[]) => [...tripsKeys.all, 'drivers', orgId, linkIds] as const,
};

/**
 * @example
 * const trips = useTrips(useOrgId(), useFilterParams(filters));
 */
export function useTrips(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: tripsKeys.list(orgId),
    endpoint: tripsList,
    params: { org_id: orgId, populate: 'route,user_roles', ...filters },
    enabled: orgId !== null,
  });
}
