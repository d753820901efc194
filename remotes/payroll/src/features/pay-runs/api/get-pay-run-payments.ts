import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { payRunsKeys } from './pay-runs-keys';

/** GET /payments: one payment of a run, its farmer named. */
export type PayRunPaymentRow = RowOf<'/payments'>;

export const paymentsList = listEndpoint('payments');

/**
 * The payments of one pay run, a page at a time from the server.
 *
 * @example
 * const payments = usePayRunPayments(run.id);
 * <DataTable rows={payments.rows} server={payments.server} ... />
 */
export function usePayRunPayments(payRunId: Id) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: payRunsKeys.payments(payRunId),
    endpoint: paymentsList,
    params: { filter: `pay_run_id:${payRunId}` },
  });
}
