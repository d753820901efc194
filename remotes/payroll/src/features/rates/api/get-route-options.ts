import { routesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { ratesKeys } from './rates-keys';

/**
 * GET /routes, by name: what a route rate may be for. An organisation has tens of routes,
 * so one page of 1000 holds them all.
 *
 * @example const { data: routes } = useRouteOptions(orgId); // [{ value: 'route-1', label: 'Kiambu North' }]
 */
export function useRouteOptions(orgId: Id | null) {
  return useQuery({
    queryKey: ratesKeys.routes(orgId),
    queryFn: async () => {
      const page = await routesApi.list({ org_id: orgId as Id, sort: 'name', limit: 1000 });
      return page.data.map((route) => ({ value: route.id, label: route.name }));
    },
    enabled: orgId !== null,
  });
}
