import { tripsApi } from '@maziwa/api-client';
import type { Id, Trip, TripUpdate } from '@maziwa/contracts';

/** What a schedule change may send: PUT /trips/{id} takes any of the trip's fields. */
export type TripChange = Pick<TripUpdate, 'start_time' | 'end_time' | 'user_roles_ids'>;

/** PUT /trips/{id}: only what changes. */
export function updateTrip(id: Id, change: TripChange): Promise<Trip> {
  return tripsApi.update(id, change);
}

/**
 * The trip moved to start at `start`, keeping its length: the API refuses an end before
 * the start, so a later start takes the end along.
 *
 * @example moved(trip, new Date(2025, 0, 7, 6, 0)) // { start_time: '...', end_time: '...' }
 */
export function moved(
  trip: Pick<Trip, 'start_time' | 'end_time'>,
  start: Date,
): Pick<TripChange, 'start_time' | 'end_time'> {
  const length = new Date(trip.end_time).getTime() - new Date(trip.start_time).getTime();
  const end = new Date(start.getTime() + (Number.isFinite(length) && length > 0 ? length : 0));
  return { start_time: start.toISOString(), end_time: end.toISOString() };
}

/**
 * The trip's crew with `driverId` as its driver: the chosen driver first (the report names
 * the first Driver of the crew), other drivers off, everyone else (QA agents) kept.
 *
 * @example withDriver(['d1', 'qa'], 'd2', new Set(['d1', 'd2'])) // ['d2', 'qa']
 */
export function withDriver(crew: Id[], driverId: Id, driverIds: ReadonlySet<Id>): Id[] {
  return [driverId, ...crew.filter((id) => id !== driverId && !driverIds.has(id))];
}
