import { findTripClashes, tripsApi, type TripClash } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { driversQueryOptions } from './get-drivers';
import { scheduleKeys } from './get-collection-schedule';
import { moved } from './update-trip';

/** GET /trips?filter=id:<each>: the ticked trips' crews and lengths, in one request. */
function tickedTripsQuery(orgId: Id, ids: Id[]) {
  return queryOptions({
    queryKey: [...scheduleKeys.all, 'ticked', orgId, ids] as const,
    queryFn: async () => {
      const page = await tripsApi.list({
        org_id: orgId,
        filter: ids.map((id) => `id:${id}`).join(','),
        limit: ids.length,
      });
      return page.data.filter((trip) => ids.includes(trip.id));
    },
  });
}

/**
 * The trips the ticked trips' drivers are already on when the ticked trips move to `start`
 * (each keeping its length). The ticked trips themselves move, so they never clash.
 */
async function rescheduleClashes(queryClient: QueryClient, orgId: Id, ids: Id[], start: Date): Promise<TripClash[]> {
  const [trips, drivers] = await Promise.all([
    queryClient.ensureQueryData(tickedTripsQuery(orgId, ids)),
    queryClient.ensureQueryData(driversQueryOptions(orgId)),
  ]);
  const driverIds = new Set(drivers.map((link) => link.id));
  const windows = trips.map((trip) => ({
    key: trip.id,
    driverIds: trip.user_roles_ids.filter((id) => driverIds.has(id)),
    start,
    end: new Date(moved(trip, start).end_time ?? start),
  }));
  return findTripClashes(orgId, windows, ids);
}

function clashesQuery(queryClient: QueryClient, orgId: Id, ids: Id[], start: Date) {
  return queryOptions({
    queryKey: [...scheduleKeys.all, 'clashes', orgId, ids, start.toISOString()] as const,
    queryFn: () => rescheduleClashes(queryClient, orgId, ids, start),
  });
}

/**
 * The clashes of moving the ticked trips to `start`, for the dialog's warning (asked once a
 * start is chosen).
 *
 * @example const clashes = useRescheduleClashes(orgId, ids, start); // clashes.data?.[0].trip.route_name
 */
export function useRescheduleClashes(orgId: Id | null, ids: Id[], start: Date | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...clashesQuery(queryClient, orgId as Id, ids, start ?? new Date(0)),
    enabled: orgId !== null && start !== null,
  });
}

/**
 * The same clashes for a submit that must not save before the person has seen them: from the
 * cache when the warning already asked, else asked now.
 *
 * @example const check = useRescheduleClashCheck(orgId, ids); if ((await check(start)).length > 0) return;
 */
export function useRescheduleClashCheck(orgId: Id | null, ids: Id[]) {
  const queryClient = useQueryClient();
  return (start: Date): Promise<TripClash[]> =>
    orgId ? queryClient.ensureQueryData(clashesQuery(queryClient, orgId, ids, start)) : Promise.resolve([]);
}
