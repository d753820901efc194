import { rolesApi } from '@maziwa/api-client';
import type { Role, RoleCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesKeys } from './get-roles';

/** POST /roles; a name already used in the organisation is a 409 on `name`. */
export function createRole(body: RoleCreate): Promise<Role> {
  return rolesApi.create(body);
}

/**
 * @example
 * const create = useCreateRole();
 * const role = await create.mutateAsync({ name: 'Night shift', description: '', organization_id: orgId, permissions: [] });
 */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
