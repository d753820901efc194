import { tripsApi } from '@maziwa/api-client';
import type { Id, Trip } from '@maziwa/contracts';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { routesKeys } from './get-routes';

/**
 * GET /trips?filter=route_id:<id>&sort=-start_time&limit=1: the route's latest trip (the
 * one that starts last, possibly still scheduled), or null when it has none.
 */
export async function getLatestTrip(orgId: Id, routeId: Id): Promise<Trip | null> {
  const page = await tripsApi.list({ org_id: orgId, filter: `route_id:${routeId}`, sort: '-start_time', limit: 1 });
  return page.data[0] ?? null;
}

/**
 * The latest trip of each route of a page, by route id: 'none' when it has none,
 * undefined while loading, null when the request failed.
 * The API has no "latest trip" on a route, so this asks once per route shown (at most a
 * page, 10).
 *
 * @example const latest = useLatestTrips(orgId, routes.map((r) => r.id)); latest.get(route.id)?.status
 */
export function useLatestTrips(orgId: Id | null, routeIds: Id[]): Map<Id, Trip | 'none' | null | undefined> {
  // Stable, so the Map is rebuilt only when a trip arrives, not on every render.
  const combine = useCallback(
    (results: UseQueryResult<Trip | null>[]) =>
      new Map(
        routeIds.map((routeId, i): [Id, Trip | 'none' | null | undefined] => {
          const result = results[i];
          if (result?.isError) return [routeId, null];
          return [routeId, result?.data === null ? 'none' : result?.data];
        }),
      ),
    [routeIds],
  );
  return useQueries({
    queries: routeIds.map((routeId) => ({
      queryKey: routesKeys.latestTrip(orgId, routeId),
      queryFn: () => getLatestTrip(orgId as Id, routeId),
      enabled: orgId !== null,
    })),
    combine,
  });
}
