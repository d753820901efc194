import { tripsApi } from '@maziwa/api-client';
import type { Id, Trip } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { scheduleKeys } from './get-collection-schedule';

/** GET /trips/{id}: the trip behind a schedule row (its crew and end time). */
export function getTrip(id: Id): Promise<Trip> {
  return tripsApi.get(id);
}

/**
 * @example const trip = useTrip(row.id); // trip.data?.user_roles_ids
 */
export function useTrip(id: Id) {
  return useQuery({ queryKey: scheduleKeys.trip(id), queryFn: () => getTrip(id) });
}
