import { request } from '@maziwa/api-client';
import type { Id, User, UserRolesChange } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from './get-users';

/**
 * PUT /users/{id}/roles. The API refuses (403) a role holding permissions the caller lacks
 * ("You cannot grant ...") and (409) taking the organisation's last active admin away.
 */
export function setUserRoles({ id, ...change }: UserRolesChange & { id: Id }): Promise<User> {
  return request.put<User>(`users/${encodeURIComponent(id)}/roles`, change);
}

/**
 * @example
 * const setRoles = useSetUserRoles();
 * await setRoles.mutateAsync({ id: user.id, role_ids, organization_id: orgId });
 */
export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
