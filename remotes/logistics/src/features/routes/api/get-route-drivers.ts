import type { Id } from '@maziwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { anyOf, getPeople, personName } from '../../../lib/people';
import { routesKeys } from './get-routes';

/**
 * GET /user-roles?filter=role_name:Driver,route_ids:<each route>&populate=user: the drivers
 * assigned to the routes of a page (a driver's link holds its routes), by route id. One
 * request per page, whatever its size.
 */
export async function getRouteDrivers(orgId: Id, routeIds: Id[]): Promise<Map<Id, string[]>> {
  const drivers = await getPeople(orgId, `role_name:Driver,${anyOf('route_ids', routeIds)}`);
  return new Map(
    routeIds.map((routeId) => [
      routeId,
      drivers.filter((driver) => driver.route_ids.includes(routeId)).map(personName).sort((a, b) => a.localeCompare(b)),
    ]),
  );
}

/**
 * @example const { data: drivers } = useRouteDrivers(orgId, routes.map((r) => r.id));
 *          drivers?.get(route.id) // ['Brian Mwangi']
 */
export function useRouteDrivers(orgId: Id | null, routeIds: Id[]) {
  return useQuery({
    queryKey: routesKeys.drivers(orgId, routeIds),
    queryFn: () => getRouteDrivers(orgId as Id, routeIds),
    enabled: orgId !== null && routeIds.length > 0,
    // The next page's names arrive with a moment's delay: keep the cells filled meanwhile.
    placeholderData: keepPreviousData,
  });
}
