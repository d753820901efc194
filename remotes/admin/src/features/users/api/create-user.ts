import { usersApi } from '@maziwa/api-client';
import type { User, UserCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from './get-users';

/** POST /users: a new account in the organisations given; a 409 names the taken field (email). */
export function createUser(body: UserCreate): Promise<User> {
  return usersApi.create(body);
}

/**
 * @example
 * const create = useCreateUser();
 * await create.mutateAsync({ username, first_name, last_name, email, organization_ids: [orgId], password });
 */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
