import { routesApi } from '@maziwa/api-client';
import type { Id, Route, RouteUpdate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routesKeys } from './get-routes';

/** What the Edit dialog changes on a route. */
export type RouteChanges = Pick<RouteUpdate, 'name' | 'distance' | 'estimated_time'>;

/** PUT /routes/{id}: only the fields that change. */
export function updateRoute(id: Id, changes: RouteChanges): Promise<Route> {
  return routesApi.update(id, changes);
}

/**
 * @example
 * const { mutateAsync } = useUpdateRoute();
 * await mutateAsync({ id: route.id, changes: { name: 'Kiambu North', distance: 42, estimated_time: 150 } });
 */
export function useUpdateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: Id; changes: RouteChanges }) => updateRoute(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routesKeys.all }),
  });
}
