import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';
import { paymentsKeys } from '../../../lib/payments-keys';

/**
 * GET /reports/completed-payments: payments made, latest first, a page at a time, searched
 * (farmer, member id, reference) and sorted by the API; from/to pick the payment days;
 * `format=csv` exports them all. Every row is completed, so the report takes no status.
 */
export const completedPaymentsReport = listEndpoint('reports/completed-payments');

/**
 * The Completed Payments list of one organisation, paged on the server.
 *
 * @example
 * const payments = useCompletedPayments(useOrgId(), useFilterParams(filters));
 */
export function useCompletedPayments(orgId: Id | null, { q, from, to }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: paymentsKeys.completed(orgId),
    endpoint: completedPaymentsReport,
    params: { organization_id: orgId, q, from, to },
    enabled: orgId !== null,
  });
}
