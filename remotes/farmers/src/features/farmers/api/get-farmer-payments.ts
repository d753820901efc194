import { createResource } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

const payments = createResource('payments');

/** How many of a farmer's latest payments their details list. */
export const FARMER_PAYMENTS_SHOWN = 12;

// Every status but draft: a draft pay run's payment is not owed yet (a field given twice
// in `filter` matches either value).
const OWED_STATUSES = ['pending', 'in_progress', 'partially_paid', 'completed', 'failed'];

/**
 * GET /payments?filter=producer_id:<id>,status:...&sort=-period_end&limit=12: a farmer's
 * latest payments, newest period first, drafts left out.
 *
 * @example
 * const history = useFarmerPayments(farmer.id, canReadPayments);
 */
export function useFarmerPayments(producerId: Id, enabled = true) {
  return useQuery({
    queryKey: ['farmers', 'payments', producerId],
    queryFn: () =>
      payments.list({
        filter: [`producer_id:${producerId}`, ...OWED_STATUSES.map((status) => `status:${status}`)].join(','),
        sort: '-period_end',
        limit: FARMER_PAYMENTS_SHOWN,
      }),
    enabled,
  });
}
