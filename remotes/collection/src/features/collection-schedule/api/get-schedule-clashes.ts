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
 * What a schedule dialog changes of the ticked trips: a new start (Edit Schedule, Reschedule:
 * each trip keeps its length) and/or one driver for all of them (Edit Schedule, Assign
 * Drivers). What is left out stays as stored.
 */
export interface SchedulePlan {
  start?: Date | null;
  driverId?: Id | null;
}

const planKey = ({ start, driverId }: SchedulePlan) => `${start?.toISOString() ?? ''}|${driverId ?? ''}`;

/**
 * The overlaps the plan would make (findTripClashes, the console's one overlap rule): each
 * ticked trip's drivers against their other trips, and the ticked trips against each other
 * (one driver given the 17:45 and the 17:50 trip).
 */
async function scheduleClashes(
  queryClient: QueryClient,
  orgId: Id,
  ids: Id[],
  plan: SchedulePlan,
): Promise<TripClash[]> {
  const [trips, drivers] = await Promise.all([
    queryClient.ensureQueryData(tickedTripsQuery(orgId, ids)),
    queryClient.ensureQueryData(driversQueryOptions(orgId)),
  ]);
  const driverIds = new Set(drivers.map((link) => link.id));
  const windows = trips.map((trip) => {
    const times = plan.start ? moved(trip, plan.start) : trip;
    return {
      key: trip.id,
      driverIds: plan.driverId ? [plan.driverId] : trip.user_roles_ids.filter((id) => driverIds.has(id)),
      start: new Date(times.start_time ?? trip.start_time),
      end: new Date(times.end_time ?? trip.end_time),
      trip,
    };
  });
  return findTripClashes(orgId, windows, ids);
}

function clashesQuery(queryClient: QueryClient, orgId: Id, ids: Id[], plan: SchedulePlan) {
  return queryOptions({
    queryKey: [...scheduleKeys.all, 'clashes', orgId, ids, planKey(plan)] as const,
    queryFn: () => scheduleClashes(queryClient, orgId, ids, plan),
  });
}

/**
 * The clashes of a plan for the ticked trips, for the dialog's warning (asked once the plan is
 * complete: null asks nothing).
 *
 * @example const clashes = useScheduleClashes(orgId, ids, { start }); // clashes.data?.[0].trip.route_name
 */
export function useScheduleClashes(orgId: Id | null, ids: Id[], plan: SchedulePlan | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...clashesQuery(queryClient, orgId as Id, ids, plan ?? {}),
    enabled: orgId !== null && plan !== null,
  });
}

/**
 * The same clashes for a submit that must not save before the person has seen them: from the
 * cache when the warning already asked, else asked now.
 *
 * @example const check = useScheduleClashCheck(orgId, ids); if ((await check({ driverId })).length > 0) return;
 */
export function useScheduleClashCheck(orgId: Id | null, ids: Id[]) {
  const queryClient = useQueryClient();
  return (plan: SchedulePlan): Promise<TripClash[]> =>
    orgId ? queryClient.ensureQueryData(clashesQuery(queryClient, orgId, ids, plan)) : Promise.resolve([]);
}

/** The key a dialog remembers a warning by: saving the same plan again means "save anyway". */
export { planKey as schedulePlanKey };
