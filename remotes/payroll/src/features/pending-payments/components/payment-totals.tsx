import type { Id } from '@maziwa/contracts';
import { formatKsh } from '@maziwa/ui';
import { formatNumber } from '../../../lib/format';
import { usePendingTotals } from '../api/get-pending-totals';
import './payment-totals.css';

const payments = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'payment' : 'payments'}`;

/**
 * Total Due and Total Overdue of the organisation's outstanding payments (spec 2.5's balance
 * header). The account Balance and its Top Up are left out: the API keeps no account
 * balance yet, and a made-up figure would mislead.
 */
export function PaymentTotals({ orgId }: { orgId: Id | null }) {
  const { data: totals, isLoading, error } = usePendingTotals(orgId);

  const figure = (amount: number | null | undefined, count: number | undefined) => {
    if (isLoading) return 'Loading ...';
    if (error || count === undefined) return 'Not available';
    return amount === null || amount === undefined ? payments(count) : formatKsh(amount);
  };

  return (
    <section className="payment-totals" aria-label="Payment totals">
      <dl className="payment-totals__figures">
        <div className="payment-totals__figure">
          <dt>Total Due</dt>
          <dd>{figure(totals?.totalDue, totals?.dueCount)}</dd>
          {totals && totals.totalDue !== null && <dd className="payment-totals__count">{payments(totals.dueCount)}</dd>}
        </div>
        <div className="payment-totals__figure">
          <dt>Total Overdue</dt>
          <dd className="payment-totals__overdue">{figure(totals?.totalOverdue, totals?.overdueCount)}</dd>
          {totals && totals.totalOverdue !== null && <dd className="payment-totals__count">{payments(totals.overdueCount)}</dd>}
        </div>
      </dl>
      {totals && totals.totalDue === null && (
        <p className="payment-totals__note">Too many outstanding payments to add up here: the counts are shown instead.</p>
      )}
    </section>
  );
}
