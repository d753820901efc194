import { request } from '@maziwa/api-client';
import type { Id, Route } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { routesKeys } from './get-routes';

/** GET /routes/{id}?populate=locations: one route with its centres, for Edit. */
export function getRoute(id: Id): Promise<Route> {
  return request.get<Route>(`routes/${encodeURIComponent(id)}`, { populate: 'locations' });
}

/** @example const { data: route } = useRoute(id); */
export function useRoute(id: Id) {
  return useQuery({ queryKey: routesKeys.one(id), queryFn: () => getRoute(id) });
}
