import { routesApi } from '@maziwa/api-client';
import type { Id, Route } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toRouteBody, type RouteFormValues } from '../model/route-form-values';
import { routesKeys } from './get-routes';

/** PUT /routes/{id} with every field of the form: name, centres, distance, time and start times. */
export function updateRoute(id: Id, values: RouteFormValues): Promise<Route> {
  return routesApi.update(id, toRouteBody(values));
}

/**
 * @example
 * const update = useUpdateRoute();
 * await update.mutateAsync({ id: route.id, values });
 */
export function useUpdateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: Id; values: RouteFormValues }) => updateRoute(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routesKeys.all, refetchType: 'all' }),
  });
}
