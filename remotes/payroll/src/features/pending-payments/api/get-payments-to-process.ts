import type { ListParams } from '@maziwa/api-client';
import type { PendingPaymentRow } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';
import { pendingPaymentsReport } from './get-pending-payments';

/** The most rows the API gives in one page (its `limit` maximum). */
const MAX_PAGE = 1000;

/**
 * Every row of the pending report under the screen's filters, page after page of the
 * API's largest page, earliest due first: what Process Payments would pay.
 */
async function getPendingPaymentsForProcessing(
  params: ListParams<'reports/pending-payments'>,
): Promise<PendingPaymentRow[]> {
  const rows: PendingPaymentRow[] = [];
  for (let offset = 0; ; offset += MAX_PAGE) {
    const page = await pendingPaymentsReport.page({ ...params, sort: 'due_date', limit: MAX_PAGE, offset });
    rows.push(...page.data);
    if (page.data.length === 0 || offset + page.data.length >= page.total) return rows;
  }
}

/**
 * The rows a bulk run would pay, read fresh each time the dialog opens. `paused` keeps the
 * rows read: once a run has started they are what was confirmed, and reading a long list
 * again when the run invalidates the payments would only cost time.
 *
 * @example
 * const { data: rows } = usePaymentsToProcess({ organization_id: orgId, ...filterParams }, { paused: running });
 */
export function usePaymentsToProcess(params: ListParams<'reports/pending-payments'>, { paused = false } = {}) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentsKeys.all, 'to-process', params],
      queryFn: () => getPendingPaymentsForProcessing(params),
      enabled: Boolean(params.organization_id) && !paused,
      // Money is about to move: never show a list remembered from an earlier visit.
      staleTime: 0,
      gcTime: 0,
    }),
  );
}
