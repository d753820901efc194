import { ApiError, errorMessage } from '@maziwa/api-client';
import type { Id, Trip } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleKeys } from './get-collection-schedule';
import { getTrip } from './get-trip';
import { updateTrip, type TripChange } from './update-trip';

/** The schedule dialogs' fields of the API's trip fields. */
const FIELD_OF: Record<string, string> = { start_time: 'pickupStartTime', user_roles_ids: 'driverId' };

/** Some of the trips could not be changed; the others were. */
export class TripsNotSaved extends Error {
  readonly failures: { id: Id; reason: string }[];
  /** The API's field errors, named as the dialogs' fields ("cannot be in the past" under Pickup Start Time). */
  readonly fields?: Record<string, string>;

  constructor(failures: { id: Id; reason: string }[], total: number, errors: unknown[] = []) {
    super(`${failures.length} of ${total} trips could not be saved`);
    this.name = 'TripsNotSaved';
    this.failures = failures;
    const fields = Object.fromEntries(
      errors.flatMap((error) =>
        error instanceof ApiError && error.fields
          ? Object.entries(error.fields).flatMap(([field, problem]) =>
              FIELD_OF[field] ? [[FIELD_OF[field], problem]] : [],
            )
          : [],
      ),
    );
    if (Object.keys(fields).length > 0) this.fields = fields;
  }
}

export interface ChangeTripsInput {
  ids: Id[];
  /** The change of one trip, from the trip as stored now. */
  change(trip: Trip): TripChange;
}

/**
 * Reads each trip (GET /trips/{id}) and saves its change (PUT /trips/{id}), all trips at
 * once. Rejects with TripsNotSaved naming the trips that failed; the rest stay saved.
 */
export async function changeTrips({ ids, change }: ChangeTripsInput): Promise<void> {
  const results = await Promise.allSettled(ids.map(async (id) => updateTrip(id, change(await getTrip(id)))));
  const failures = results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ id: ids[i], reason: errorMessage(result.reason) }] : [],
  );
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) throw new TripsNotSaved(failures, ids.length, errors);
}

/**
 * Edit, Reschedule and Assign Drivers: saves, then refreshes the schedule (also after a
 * partial failure, since some trips did change).
 *
 * @example
 * const save = useChangeTrips();
 * await save.mutateAsync({ ids: [row.id], change: (trip) => moved(trip, start) });
 */
export function useChangeTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTrips,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
