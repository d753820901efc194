import { tripsApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleKeys } from './get-collection-schedule';

/** DELETE /trips/{id}: the schedule row goes with its trip. */
export function deleteTrip(id: Id): Promise<void> {
  return tripsApi.remove(id);
}

/**
 * @example
 * const deletion = useDeleteTrip();
 * deletion.mutate(row.id, { onSuccess: close });
 */
export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
