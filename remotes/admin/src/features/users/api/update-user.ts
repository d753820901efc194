import { usersApi } from '@maziwa/api-client';
import type { Id, User, UserUpdate as UserChange } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from './get-users';

/** What Edit changes on an account: everything but the password and memberships. */
export type UserUpdate = Pick<UserChange, 'username' | 'first_name' | 'last_name' | 'email' | 'contact_info'>;

/** PUT /users/{id}. */
export function updateUser({ id, ...change }: UserUpdate & { id: Id }): Promise<User> {
  return usersApi.update(id, change);
}

/**
 * @example
 * const update = useUpdateUser();
 * await update.mutateAsync({ id: user.id, ...values });
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
