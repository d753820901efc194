import { userRolesApi } from '@maziwa/api-client';
import type { Id, UserRole } from '@maziwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPeople, type PersonLink } from '../../../lib/people';
import { routesKeys } from './get-routes';

/** An organisation has tens of drivers: one page holds them all. */
const DRIVER_OPTIONS_LIMIT = 500;

/** GET /user-roles?filter=role_name:Driver&populate=user: every driver, for the Assign select. */
export function getDriverOptions(orgId: Id): Promise<PersonLink[]> {
  return getPeople(orgId, 'role_name:Driver', DRIVER_OPTIONS_LIMIT);
}

/** @example const { data: drivers = [] } = useDriverOptions(orgId); */
export function useDriverOptions(orgId: Id | null) {
  return useQuery({
    queryKey: routesKeys.driverOptions(orgId),
    queryFn: () => getDriverOptions(orgId as Id),
    enabled: orgId !== null,
  });
}

/**
 * PUT /user-roles/{id} with the route added to the driver's route_ids: a driver's routes
 * live on the Driver link (as the Add New Driver form stores its Assigned Route).
 */
export function assignDriver(driver: Pick<UserRole, 'id' | 'route_ids'>, routeId: Id): Promise<UserRole> {
  return userRolesApi.update(driver.id, { route_ids: [...new Set([...driver.route_ids, routeId])] });
}

/**
 * @example
 * const { mutateAsync } = useAssignDriver();
 * await mutateAsync({ driver, routeId: route.id });
 */
export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driver, routeId }: { driver: Pick<UserRole, 'id' | 'route_ids'>; routeId: Id }) =>
      assignDriver(driver, routeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routesKeys.all }),
  });
}
