import { locationsApi } from '@maziwa/api-client';
import type { Id, Location, LocationUpdate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centresKeys } from './get-collection-centres';

/** What the Edit dialog changes on a centre. */
export type LocationChanges = Pick<LocationUpdate, 'name' | 'capacity' | 'is_active'>;

/** PUT /locations/{id}: only the fields that change. */
export function updateLocation(id: Id, changes: LocationChanges): Promise<Location> {
  return locationsApi.update(id, changes);
}

/**
 * Saves a centre and refreshes the list (its name is a column).
 *
 * @example
 * const { mutateAsync } = useUpdateLocation();
 * await mutateAsync({ id: row.id, changes: { name: 'Kiambu Town CC', capacity: 5000, is_active: true } });
 */
export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: Id; changes: LocationChanges }) => updateLocation(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centresKeys.all }),
  });
}
