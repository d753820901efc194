import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';
import { paymentsKeys } from '../../../lib/payments-keys';

/**
 * GET /reports/pending-payments: payments not completed yet (pending, delayed = pending past
 * due, in_progress, failed), a page at a time, searched (farmer name, member number) and
 * sorted by the API; from/to pick the due dates; `format=csv` exports them all.
 */
export const pendingPaymentsReport = listEndpoint('reports/pending-payments');

/**
 * The Pending Payments list of one organisation, paged on the server.
 *
 * @example
 * const payments = usePendingPayments(useOrgId(), useFilterParams(filters));
 * <DataTable rows={payments.rows} server={payments.server} ... />
 */
export function usePendingPayments(orgId: Id | null, filters: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: paymentsKeys.pending(orgId),
    endpoint: pendingPaymentsReport,
    params: { organization_id: orgId, ...filters },
    enabled: orgId !== null,
  });
}
