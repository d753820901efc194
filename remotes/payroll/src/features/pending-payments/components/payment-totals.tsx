import type { Id } from '@maziwa/contracts';
import { Button, Can, formatKsh, formatNumber, type FormatKshOptions, lazyDialog } from '@maziwa/ui';
import { useState } from 'react';
import { usePayoutBalance } from '../api/get-payout-balance';
import './payment-totals.css';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const TopUpDialog = lazyDialog(() => import('./top-up-dialog').then((module) => module.TopUpDialog));

const payments = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'payment' : 'payments'}`;
// The count's line is kept while the figures load (a blank of the same height), so the filter
// bar and the table below do not move down when they arrive (layout shift on a phone).
const count = (n: number | undefined) => (n === undefined ? '\u00a0' : payments(n));

/**
 * The balance header (docs/screens.md#balance-header): Balance (to 4 decimals), Top Up, Total Due and
 * Total Overdue of the organisation's outstanding payments with their counts, all as the
 * API computes them (GET /payments/balance). An overdrawn balance says so in words, not
 * only in colour.
 */
export function PaymentTotals({ orgId }: { orgId: Id | null }) {
  const { data, isLoading } = usePayoutBalance(orgId);
  const [topUpOpen, setTopUpOpen] = useState(false);

  // A failed refresh keeps the last figures read (as their counts stay): better than none.
  const figure = (amount: number | undefined, decimals?: FormatKshOptions['decimals']) => {
    if (amount !== undefined) return formatKsh(amount, { decimals });
    return isLoading ? 'Loading ...' : 'Not available';
  };
  const overdrawn = data !== undefined && data.balance < 0;

  return (
    <section className="payment-totals" aria-label="Balance and payment totals">
      <div className="payment-totals__account">
        <dl className="payment-totals__figures">
          <div
            className={`payment-totals__figure payment-totals__balance${overdrawn ? ' payment-totals__balance--overdrawn' : ''}`}
          >
            <dt>Balance</dt>
            <dd>{figure(data?.balance, 4)}</dd>
            {overdrawn && <dd className="payment-totals__overdrawn">Overdrawn</dd>}
          </div>
        </dl>
        <Can permission="account:top_up">
          <Button variant="secondary" onClick={() => setTopUpOpen(true)} disabled={orgId === null}>
            Top Up
          </Button>
        </Can>
      </div>
      <dl className="payment-totals__figures">
        <div className="payment-totals__figure">
          <dt>Total Due</dt>
          <dd>{figure(data?.total_due)}</dd>
          <dd className="payment-totals__count">{count(data?.due_count)}</dd>
        </div>
        <div className="payment-totals__figure">
          <dt>Total Overdue</dt>
          <dd className="payment-totals__overdue">{figure(data?.total_overdue)}</dd>
          <dd className="payment-totals__count">{count(data?.overdue_count)}</dd>
        </div>
      </dl>
      {topUpOpen && orgId !== null && <TopUpDialog orgId={orgId} onClose={() => setTopUpOpen(false)} />}
    </section>
  );
}
