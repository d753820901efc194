import { listEndpoint, tripsApi } from '@maziwa/api-client';
import type { CollectionScheduleRow, Id, Trip } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { trackingKeys } from './get-driver-tracking';

/** The API's largest page. */
const ALL = 1000;
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** GET /reports/collection-schedule, as this feature reads it (features do not share code). */
const scheduleReport = listEndpoint('reports/collection-schedule');

/**
 * The driver's latest trip as the tracking report picks it: the most recently started
 * one, else the next one planned. GET /trips?org_id&filter=user_roles_ids:<link>&sort=-start_time.
 */
export async function getLatestTrip(orgId: Id, linkId: Id, now = Date.now()): Promise<Trip | null> {
  const page = await tripsApi.list({
    org_id: orgId,
    filter: `user_roles_ids:${linkId}`,
    sort: '-start_time',
    limit: 100,
  });
  const trips = page.data;
  return trips.find((trip) => Date.parse(trip.start_time) <= now) ?? trips.at(-1) ?? null;
}

/**
 * The trip's row of GET /reports/collection-schedule: its route, centres in visiting order,
 * litres collected so far and pickup status. The report filters by day in the operation's
 * zone, so the days either side of the start are asked for and the trip picked by id.
 */
export async function getScheduleRow(orgId: Id, trip: Trip): Promise<CollectionScheduleRow | null> {
  const start = Date.parse(trip.start_time);
  const page = await scheduleReport.page({
    organization_id: orgId,
    from: isoDay(start - DAY),
    to: isoDay(start + DAY),
    limit: ALL,
  });
  return page.data.find((row) => row.id === trip.id) ?? null;
}

export interface TripProgress {
  trip: Trip;
  /** null when the report does not list the trip. */
  schedule: CollectionScheduleRow | null;
}

/** The latest trip of a driver and how far it has got; null without any trip. */
export async function getTripProgress(orgId: Id, linkId: Id): Promise<TripProgress | null> {
  const trip = await getLatestTrip(orgId, linkId);
  return trip ? { trip, schedule: await getScheduleRow(orgId, trip) } : null;
}

/**
 * @example const progress = useTripProgress(orgId, row.id);
 */
export function useTripProgress(orgId: Id | null, linkId: Id) {
  return useQuery({
    queryKey: trackingKeys.progress(orgId, linkId),
    queryFn: () => getTripProgress(orgId!, linkId),
    enabled: orgId !== null,
  });
}
