import { request } from '@maziwa/api-client';
import type { ResponseOf } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';

/** A payment's payslip as the API answers it (GET /payments/{id}/payslip). */
export type Payslip = ResponseOf<'/payments/{id}/payslip', 'get'>;

/** GET /payments/{id}/payslip: the farmer, period, every stored line, totals and payouts. */
export function getPayslip(paymentId: string): Promise<Payslip> {
  return request.get<Payslip>(`payments/${encodeURIComponent(paymentId)}/payslip`);
}

export function getPayslipQueryOptions(paymentId: string) {
  return queryOptions({
    // Under paymentsKeys.all: paying or reversing a payment refreshes its payslip too.
    queryKey: [...paymentsKeys.all, 'payslip', paymentId] as const,
    queryFn: () => getPayslip(paymentId),
  });
}

/**
 * @example
 * const payslip = usePayslip(useParams().id!);
 */
export function usePayslip(paymentId: string) {
  return useQuery(getPayslipQueryOptions(paymentId));
}
