import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverLink } from '../model/driver-options';

/** The API's largest page: an organisation has far fewer drivers than that. */
const ALL = 1000;

/** GET /user-roles?org_id&filter=role_name:Driver&populate=user: the drivers a trip can be given. */
export async function getDrivers(orgId: Id): Promise<DriverLink[]> {
  const page = await userRolesApi.list({ org_id: orgId, filter: 'role_name:Driver', populate: 'user', limit: ALL });
  return page.data;
}

/**
 * The organisation's drivers, for the driver pickers.
 *
 * @example const drivers = useDrivers(useOrgId());
 */
export function useDrivers(orgId: Id | null) {
  return useQuery(driversQueryOptions(orgId));
}

/** The drivers query, shared by the pickers and the Reschedule clash check. */
export function driversQueryOptions(orgId: Id | null) {
  return queryOptions({
    queryKey: ['drivers', 'options', orgId],
    queryFn: () => getDrivers(orgId!),
    enabled: orgId !== null,
  });
}
