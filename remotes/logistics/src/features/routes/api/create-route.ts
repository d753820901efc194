import { routesApi, useOrgId } from '@maziwa/api-client';
import type { Id, Route } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toRouteBody, type RouteFormValues } from '../model/route-form-values';
import { routesKeys } from './get-routes';

/** POST /routes: the route of the organisation with its centres in order and its start times. */
export function createRoute(values: RouteFormValues, orgId: Id): Promise<Route> {
  return routesApi.create({ ...toRouteBody(values), organization_id: orgId });
}

/**
 * Saves a new route and refreshes every route list, so Routes Management shows it at once.
 *
 * @example
 * const create = useCreateRoute();
 * const route = await create.mutateAsync(values);
 */
export function useCreateRoute() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: RouteFormValues) => {
      if (!orgId) throw new Error('Organization ID is required');
      return createRoute(values, orgId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routesKeys.all, refetchType: 'all' }),
  });
}
