import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driversKeys } from './get-drivers';

/**
 * DELETE /user-roles/{id}: ends the person's role as a driver of the organisation. The
 * user account stays, since the same person may hold other roles (e.g. farmer).
 */
export function deleteDriver(linkId: Id): Promise<void> {
  return userRolesApi.remove(linkId);
}

/**
 * @example
 * const { mutateAsync } = useDeleteDriver();
 * await mutateAsync(row.id);
 */
export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKeys.all }),
  });
}
