import type { Id, RowOf } from '@maziwa/contracts';
import { tripsApi } from '../endpoints';

/** A trip as GET /trips lists it (with route_name and driver_names). */
export type ListedTrip = RowOf<'/trips'>;

/** When some drivers would be out on a trip: a trip being planned or moved. */
export interface TripWindow {
  /** The caller's name for the window, e.g. the id of the trip being moved. */
  key: string;
  /** Driver links (other crew members may be passed too; each is checked). */
  driverIds: Id[];
  start: Date;
  end: Date;
  /**
   * The stored trip this window plans (Edit Schedule, Reschedule, Assign Drivers), if any.
   * Windows planned together clash with each other too: giving one driver the 17:45 and the
   * 17:50 trip double-books them though neither is theirs yet. The clash names this trip, at
   * the window's times.
   */
  trip?: ListedTrip;
}

/** A driver already out on another trip during a window. */
export interface TripClash {
  key: string;
  driverId: Id;
  trip: ListedTrip;
}

const DAY_MS = 86_400_000;
// from/to are days of the organisation's zone; a day's margin either side of the UTC day
// covers any zone, and the exact overlap is checked here.
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The API's largest page; a few drivers over a few days have far fewer trips. */
const LIMIT = 1000;

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) => a.start < b.end && a.end > b.start;

/**
 * The windows planned together that share a driver and overlap, each pair once (under the
 * earlier window's key, naming the later window's trip at its planned times).
 */
function clashesBetween(windows: TripWindow[]): TripClash[] {
  return windows.flatMap((window, i) =>
    windows.slice(i + 1).flatMap((other) =>
      other.trip && overlaps(window, other)
        ? window.driverIds
            .filter((id) => other.driverIds.includes(id))
            .map((driverId) => ({
              key: window.key,
              driverId,
              trip: { ...other.trip!, start_time: other.start.toISOString(), end_time: other.end.toISOString() },
            }))
        : [],
    ),
  );
}

/**
 * The one overlap rule of the console (Add Trip, Edit Schedule, Reschedule, Assign Drivers):
 * a driver is double-booked when two of their trips overlap in time (one ending as the next
 * starts is not). GET /trips?filter=user_roles_ids:<each driver>&from&to: the other trips of
 * the drivers that overlap each window (one request for every window), and the windows that
 * plan stored trips (`trip`) against each other. Trips in `ignoreTripIds` (the ones being
 * planned) are not clashes as stored. A trip that started more than a day before the window
 * is not seen; trips last hours. A clash is a warning: the person may save anyway.
 *
 * @example
 * const clashes = await findTripClashes(orgId, [{ key: 'new', driverIds: ['link-1'], start, end }]);
 * clashes[0]?.trip.route_name // 'Kiambu North'
 */
export async function findTripClashes(
  orgId: Id,
  windows: TripWindow[],
  ignoreTripIds: Id[] = [],
): Promise<TripClash[]> {
  const wanted = windows.filter(
    (window) => window.driverIds.length > 0 && window.end.getTime() >= window.start.getTime(),
  );
  const drivers = [...new Set(wanted.flatMap((window) => window.driverIds))].sort();
  if (drivers.length === 0) return [];
  const first = Math.min(...wanted.map((window) => window.start.getTime()));
  const last = Math.max(...wanted.map((window) => window.end.getTime()));
  const page = await tripsApi.list({
    org_id: orgId,
    filter: drivers.map((id) => `user_roles_ids:${id}`).join(','),
    from: utcDay(first - DAY_MS),
    to: utcDay(last + DAY_MS),
    sort: 'start_time',
    limit: LIMIT,
  });
  const ignored = new Set(ignoreTripIds);
  const stored = wanted.flatMap((window) =>
    page.data
      .filter((trip) => !ignored.has(trip.id))
      .filter((trip) => overlaps(window, { start: new Date(trip.start_time), end: new Date(trip.end_time) }))
      .flatMap((trip) =>
        window.driverIds
          .filter((id) => trip.user_roles_ids.includes(id))
          .map((driverId) => ({ key: window.key, driverId, trip })),
      ),
  );
  return [...stored, ...clashesBetween(wanted)];
}
