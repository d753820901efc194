import type { Id, PendingPaymentRow } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';
import { pendingPaymentsReport } from './get-pending-payments';

/** The most rows the API gives in one page (its `limit` maximum). */
export const MAX_PAGE = 1000;

/** Total Due and Total Overdue of the balance header. */
export interface PendingTotals {
  /** Payments still to pay, and of them those past due (`delayed`). */
  dueCount: number;
  overdueCount: number;
  /**
   * Sums of the amounts due, KSh; null when the organisation has more payments outstanding
   * than one page holds: the API gives no sums, and adding up every page on each visit of
   * the screen would move the whole payroll to the browser.
   */
  totalDue: number | null;
  totalOverdue: number | null;
}

const sum = (rows: PendingPaymentRow[]) => Math.round(rows.reduce((total, row) => total + row.fatContent, 0) * 100) / 100;

/**
 * GET /reports/pending-payments?organization_id&limit=1000: the organisation's outstanding
 * payments (whatever the filters) summed in the browser when they fit in one page. With
 * more, only the counts are known: the page's total, and the total of status=delayed.
 */
export async function getPendingTotals(orgId: Id): Promise<PendingTotals> {
  const page = await pendingPaymentsReport.page({ organization_id: orgId, limit: MAX_PAGE, offset: 0 });
  const overdue = page.data.filter((row) => row.payment_status === 'delayed');
  if (page.total <= page.data.length) {
    return { dueCount: page.total, overdueCount: overdue.length, totalDue: sum(page.data), totalOverdue: sum(overdue) };
  }
  const delayed = await pendingPaymentsReport.page({ organization_id: orgId, status: 'delayed', limit: 1, offset: 0 });
  return { dueCount: page.total, overdueCount: delayed.total, totalDue: null, totalOverdue: null };
}

export function getPendingTotalsQueryOptions(orgId: Id | null) {
  return queryOptions({
    queryKey: paymentsKeys.pendingTotals(orgId),
    queryFn: () => getPendingTotals(orgId as Id),
    enabled: orgId !== null,
  });
}

/**
 * @example
 * const { data: totals } = usePendingTotals(useOrgId());
 */
export function usePendingTotals(orgId: Id | null) {
  return useQuery(getPendingTotalsQueryOptions(orgId));
}
