import { listEndpoint, useServerList, type ResourceListParams } from '@maziwa/api-client';
import type { Id, Route, Trip, UserRole } from '@maziwa/contracts';
import type { ListFilterParams } from '@maziwa/ui';

/**
 * A trip as GET /trips?populate=route,user_roles answers it. The contracts describe the
 * Trip alone; the populated shape is the API's (deploy/api trips definition).
 */
export type TripRow = Trip & {
  route?: Route | null;
  /** The crew's links (drivers, QA agents), without their users. */
  user_roles?: UserRole[];
};

/**
 * GET /trips: the organisation's trips with their route and crew, paged, searched (route
 * name), filtered (from/to, status) and sorted by the API.
 */
export const tripsList = listEndpoint<TripRow, ResourceListParams>('trips');

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
    key: tripsKeys.list(orgId),
    endpoint: tripsList,
    params: { org_id: orgId, populate: 'route,user_roles', ...filters },
    enabled: orgId !== null,
  });
}
