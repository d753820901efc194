import { request } from '@maziwa/api-client';
import type { BodyOf, Id, ResponseOf } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';

/** The reversal entry (a payout of -amount_paid) and the new pending payment that owes the period again. */
export type ReversedPayment = ResponseOf<'/payments/{id}/reverse', 'post', 201>;

/**
 * POST /payments/{id}/reverse with the reason and an Idempotency-Key: a completed payment's
 * money comes back into the payout account and a new payment owes it again. 409 when it is
 * not completed, paid nothing or is reversed already.
 */
export function reversePayment(id: Id, reason: string, idempotencyKey: string): Promise<ReversedPayment> {
  const body: BodyOf<'/payments/{id}/reverse', 'post'> = { reason };
  return request.post<ReversedPayment>(`payments/${encodeURIComponent(id)}/reverse`, body, {
    'Idempotency-Key': idempotencyKey,
  });
}

/**
 * @example
 * const reverse = useReversePayment();
 * reverse.mutate({ id: row.payment_id, reason, idempotencyKey });
 */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, idempotencyKey }: { id: Id; reason: string; idempotencyKey: string }) =>
      reversePayment(id, reason, idempotencyKey),
    // The reversal shows in Completed Payments, the new payment in Pending, the money in the balance.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
