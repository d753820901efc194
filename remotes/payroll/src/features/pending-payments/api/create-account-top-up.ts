import { request } from '@maziwa/api-client';
import type { AccountTopUp, AccountTopUpCreate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';

/**
 * POST /account-top-ups: money put into the payout account. The API refuses an amount not
 * above 0 or above 1,000,000,000 and a reference over 100 characters (400 naming the field).
 */
export function createAccountTopUp(topUp: AccountTopUpCreate): Promise<AccountTopUp> {
  return request.post<AccountTopUp>('account-top-ups', topUp);
}

/**
 * @example
 * const { mutateAsync } = useCreateAccountTopUp();
 * await mutateAsync({ organization_id: orgId, amount: 5000, reference: 'QJK9PL2M4X' });
 */
export function useCreateAccountTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountTopUp,
    // Awaited, so the dialog closes onto the new balance rather than the old one. Only the
    // balance moves: the payment lists are untouched by a top-up.
    onSuccess: (topUp) => queryClient.invalidateQueries({ queryKey: paymentsKeys.balance(topUp.organization_id) }),
  });
}
