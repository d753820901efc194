import { rolesApi } from '@maziwa/api-client';
import type { Id, Role } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesKeys } from './get-roles';

/**
 * PUT /roles/{id} { permissions }: what the role holds from now on (its holders' next
 * request). The API refuses the admin role and permissions the caller lacks (403).
 */
export function updateRolePermissions({ id, permissions }: { id: Id; permissions: Id[] }): Promise<Role> {
  return rolesApi.update(id, { permissions });
}

/**
 * @example
 * const save = useUpdateRolePermissions();
 * await save.mutateAsync({ id: role.id, permissions: ids });
 */
export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
