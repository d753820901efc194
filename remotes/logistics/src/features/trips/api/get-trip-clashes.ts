import { findTripClashes, type TripClash } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { fromZonedInput } from '@maziwa/ui';
import { useQuery } from '@tanstack/react-query';
import { tripsKeys } from './get-trips';

export interface PlannedTrip {
  driverIds: Id[];
  /** On the organisation's clock, as the form holds them. */
  startTime: Date | null;
  endTime: Date | null;
}

/**
 * Trips the chosen drivers are already on during the planned times (a warning, not a
 * refusal: a driver may do two short runs). Asks once the times make sense.
 *
 * @example const clashes = useTripClashes(orgId, { driverIds, startTime, endTime }); // clashes.data?.[0].trip.route_name
 */
export function useTripClashes(orgId: Id | null, { driverIds, startTime, endTime }: PlannedTrip) {
  const start = startTime && fromZonedInput(startTime);
  const end = endTime && fromZonedInput(endTime);
  const ready = orgId !== null && driverIds.length > 0 && start !== null && end !== null && end > start;
  return useQuery<TripClash[]>({
    queryKey: [...tripsKeys.all, 'clashes', orgId, [...driverIds].sort(), start?.toISOString(), end?.toISOString()],
    queryFn: () => findTripClashes(orgId as Id, [{ key: 'new', driverIds, start: start as Date, end: end as Date }]),
    enabled: ready,
  });
}
