import { usersApi } from '@maziwa/api-client';
import type { Id, User } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from './get-users';

/**
 * PUT /users/{id} { is_active }: an inactive account cannot sign in. The API refuses your
 * own account (400) and the organisation's last active admin (409).
 */
export function setUserActive({ id, is_active }: { id: Id; is_active: boolean }): Promise<User> {
  return usersApi.update(id, { is_active });
}

/**
 * @example
 * const setActive = useSetUserActive();
 * setActive.mutate({ id: user.id, is_active: false }, { onSuccess: onClose });
 */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
