import { routesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface RouteOption {
  value: Id;
  label: string;
}

/** An organisation has tens of routes, so one page holds them all. */
const ROUTE_OPTIONS_LIMIT = 500;

/** GET /routes?org_id, as options of the Assigned Route select (value = route id). */
export async function getRouteOptions(orgId: Id): Promise<RouteOption[]> {
  const page = await routesApi.list({ org_id: orgId, limit: ROUTE_OPTIONS_LIMIT });
  return page.data
    .map((route) => ({ value: route.id, label: route.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function getRouteOptionsQueryOptions(orgId: Id | null) {
  return queryOptions({
    queryKey: ['routes', 'options', orgId] as const,
    queryFn: () => getRouteOptions(orgId as Id),
    enabled: orgId !== null,
  });
}

/**
 * The organisation's routes for a select.
 *
 * @example
 * const { data: routeOptions = [] } = useRouteOptions(useOrgId());
 */
export function useRouteOptions(orgId: Id | null) {
  return useQuery(getRouteOptionsQueryOptions(orgId));
}
