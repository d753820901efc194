import { request } from '@maziwa/api-client';
import type { Id, PayoutBalance, QueryOf } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';

/**
 * GET /payments/balance?org_id: the payout account's balance (top-ups less what was paid
 * out, below 0 when overdrawn) and the organisation's Total Due and Total Overdue with
 * their counts, all summed by the API whatever the number of payments.
 */
export function getPayoutBalance(orgId: Id): Promise<PayoutBalance> {
  const query: QueryOf<'/payments/balance'> = { org_id: orgId };
  return request.get<PayoutBalance>('payments/balance', query);
}

export function getPayoutBalanceQueryOptions(orgId: Id | null) {
  return queryOptions({
    queryKey: paymentsKeys.balance(orgId),
    queryFn: () => getPayoutBalance(orgId as Id),
    enabled: orgId !== null,
  });
}

/**
 * @example
 * const { data: balance } = usePayoutBalance(useOrgId());
 */
export function usePayoutBalance(orgId: Id | null) {
  return useQuery(getPayoutBalanceQueryOptions(orgId));
}
