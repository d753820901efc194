import { ApiError, tripsApi, useOrgId } from '@maziwa/api-client';
import type { Id, Trip, TripCreate, TripStatus } from '@maziwa/contracts';
import { fromZonedInput } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripFormValues } from '../model/trip-form-values';
import { tripsKeys } from './get-trips';

/**
 * POST /trips body. The picker's times are the organisation's clock; they are sent as
 * instants (with their offset), never as naive times another zone could misread.
 */
export function toTripCreate(values: TripFormValues, orgId: Id): TripCreate {
  return {
    user_roles_ids: values.driverIds,
    organization_id: orgId,
    route_id: values.routeId,
    start_time: fromZonedInput(values.startTime as Date).toISOString(),
    end_time: fromZonedInput(values.endTime as Date).toISOString(),
    status: values.status as TripStatus,
  };
}

const FIELD_OF: Record<string, keyof TripFormValues> = {
  user_roles_ids: 'driverIds',
  route_id: 'routeId',
  start_time: 'startTime',
  end_time: 'endTime',
  status: 'status',
};

/** The API's field errors named after the form's fields, so they show under Drivers, End Time... */
export function toTripFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) => (FIELD_OF[field] ? [[FIELD_OF[field], problem]] : [])),
  );
  return new ApiError(error.status, error.message, fields);
}

/** Saves a trip of the signed-in user's organisation. */
export async function createTrip(values: TripFormValues, orgId: Id): Promise<Trip> {
  return tripsApi.create(toTripCreate(values, orgId)).catch((error: unknown) => {
    throw toTripFormError(error);
  });
}

/**
 * Saves a new trip and refreshes every trips list (the Trips page it lands on, the schedule).
 *
 * @example
 * const creation = useCreateTrip();
 * await creation.mutateAsync(values);
 */
export function useCreateTrip() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TripFormValues) => {
      if (!orgId) throw new Error('Organization ID is required');
      return createTrip(values, orgId);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsKeys.all, refetchType: 'all' }),
  });
}
