import { request } from '@maziwa/api-client';
import type { Id, PasswordReset } from '@maziwa/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /users/{id}/password-reset: a temporary password for someone else's account; every
 * sign-in of that account ends. A password the rules refuse is a 400 on `new_password`.
 */
export function resetUserPassword({ id, new_password }: PasswordReset & { id: Id }): Promise<void> {
  return request.post<void>(`users/${encodeURIComponent(id)}/password-reset`, { new_password });
}

/**
 * @example
 * const reset = useResetUserPassword();
 * await reset.mutateAsync({ id: user.id, new_password });
 */
export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
