import { userRolesApi } from '@maziwa/api-client';
import type { Id, PersonStatus, UserRole } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driversKeys } from './get-drivers';

export interface UpdateDriverStatusInput {
  /** The driver's user-role link id (DriverReportRow.id). */
  linkId: Id;
  status: PersonStatus;
}

/** PUT /user-roles/{id} with the new status: a driver's status lives on the Driver link. */
export function updateDriverStatus({ linkId, status }: UpdateDriverStatusInput): Promise<UserRole> {
  return userRolesApi.update(linkId, { status });
}

/**
 * @example
 * const { mutateAsync } = useUpdateDriverStatus();
 * await mutateAsync({ linkId: row.id, status: 'inactive' });
 */
export function useUpdateDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriverStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKeys.all }),
  });
}
