import { request } from '@maziwa/api-client';
import type { BodyOf, Id, ResponseOf } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';

/** POST /payments/{id}/process: one payout, the whole outstanding amount or part of it. */
export type PaymentPayout = BodyOf<'/payments/{id}/process', 'post'>;
/** The payment as the payout left it (completed, or partially_paid with the rest due) and the payout. */
export type ProcessedPayment = ResponseOf<'/payments/{id}/process', 'post'>;

/**
 * POST /payments/{id}/process with an Idempotency-Key: the same key again gets the first
 * answer back, so a double click or a retry never pays twice. The API refuses a draft,
 * completed or in-progress payment, more than is outstanding, a reference already used and
 * a payout the balance does not cover (409).
 */
export function processPayment(id: Id, payout: PaymentPayout, idempotencyKey: string): Promise<ProcessedPayment> {
  return request.post<ProcessedPayment>(`payments/${encodeURIComponent(id)}/process`, payout, {
    'Idempotency-Key': idempotencyKey,
  });
}

/**
 * @example
 * const { mutateAsync } = useProcessPayment();
 * await mutateAsync({ id: row.id, payout, idempotencyKey });
 */
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payout, idempotencyKey }: { id: Id; payout: PaymentPayout; idempotencyKey: string }) =>
      processPayment(id, payout, idempotencyKey),
    // Both reports and the totals change: the row leaves the pending list, or shows what is paid.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
