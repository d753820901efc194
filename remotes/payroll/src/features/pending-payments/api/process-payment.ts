import { request } from '@maziwa/api-client';
import type { Id, Payment, PaymentUpdate } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';

/** PUT /payments/{id} that records a payment as paid. */
export type PaymentCompletion = Required<Pick<PaymentUpdate, 'amount_paid' | 'payment_method' | 'paid_at' | 'transaction_reference'>> & {
  status: 'completed';
};

/**
 * PUT /payments/{id}: the payment is completed. The API refuses a payment already
 * completed (409), so processing twice never pays twice.
 */
export function processPayment(id: Id, completion: PaymentCompletion): Promise<Payment> {
  return request.put<Payment>(`payments/${encodeURIComponent(id)}`, completion);
}

/**
 * @example
 * const { mutateAsync } = useProcessPayment();
 * await mutateAsync({ id: row.id, completion });
 */
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completion }: { id: Id; completion: PaymentCompletion }) => processPayment(id, completion),
    // Both reports and the totals change: the row leaves the pending list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
  });
}
