import { locationsApi } from '@maziwa/api-client';
import type { Id, Location, LocationUpdate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rethrowForCentreForm } from './centre-field-errors';
import { centresKeys } from './get-collection-centres';

/** PUT /locations/{id}: only the fields sent change. */
export function updateLocation(id: Id, changes: LocationUpdate): Promise<Location> {
  return locationsApi.update(id, changes).catch(rethrowForCentreForm);
}

/**
 * Saves a centre and refreshes the list (its name, address and agents are columns).
 *
 * @example
 * const { mutateAsync } = useUpdateLocation();
 * await mutateAsync({ id: row.id, changes: toLocationUpdate(values, initialValues) });
 */
export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: Id; changes: LocationUpdate }) => updateLocation(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centresKeys.all }),
  });
}
