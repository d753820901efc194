import { permissionsApi } from '@maziwa/api-client';
import type { Permission, PermissionCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permissionsKeys } from './get-permissions';

/** POST /permissions; a 409 names the field (a name already used). */
export function createPermission(body: PermissionCreate): Promise<Permission> {
  return permissionsApi.create(body);
}

/**
 * @example
 * const create = useCreatePermission();
 * await create.mutateAsync({ name: 'payments.approve', description: '', resource: 'payments', action: 'approve', organization_id: orgId });
 */
export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionsKeys.all }),
  });
}
