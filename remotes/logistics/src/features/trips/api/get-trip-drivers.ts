import type { Id } from '@maziwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { anyOf, getPeople, personName } from '../../../lib/people';
import { tripsKeys } from './get-trips';

/**
 * GET /user-roles?filter=role_name:Driver,id:<each crew member>&populate=user: names of the
 * drivers among the crews of a page of trips, by link id (populate=user_roles carries no
 * names). One request per page.
 */
export async function getTripDrivers(orgId: Id, linkIds: Id[]): Promise<Map<Id, string>> {
  const drivers = await getPeople(orgId, `role_name:Driver,${anyOf('id', linkIds)}`, linkIds.length);
  return new Map(drivers.map((driver) => [driver.id, personName(driver)]));
}

/**
 * @example const { data: names } = useTripDrivers(orgId, crewIds); names?.get(linkId) // 'Brian Mwangi'
 */
export function useTripDrivers(orgId: Id | null, linkIds: Id[]) {
  return useQuery({
    queryKey: tripsKeys.drivers(orgId, linkIds),
    queryFn: () => getTripDrivers(orgId as Id, linkIds),
    enabled: orgId !== null && linkIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
