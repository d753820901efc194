import type { PayoutBalance } from '@maziwa/contracts';
import { formatKsh, formatNumber, type FormatKshOptions } from '@maziwa/ui';
import { shortfall, type BulkFigures } from '../model/bulk-payment-figures';
import './payment-dialogs.css';

export interface BulkPaymentOverviewProps {
  figures: BulkFigures;
  /** The payout account as the API has it now; undefined while loading or failed. */
  balance: PayoutBalance | undefined;
  balanceLoading: boolean;
}

const QUESTION =
  'Are you sure you want to process all pending payments? This action will process payments to all listed recipients.';

const ksh = (amount: number, decimals?: FormatKshOptions['decimals']) => formatKsh(amount, { label: 'KSh', decimals });

/**
 * What Confirm Bulk Payment Processing is about to do (docs/screens.md#confirm-bulk-payment-processing): the payments, the
 * account's real Balance to 4 decimals, the farmers and the Amount to pay. An Amount beyond
 * the balance is warned about here; the API pays in the list's order while the balance
 * covers it and skips the rest, unless the organisation allows overdrafts.
 */
export function BulkPaymentOverview({ figures, balance, balanceLoading }: BulkPaymentOverviewProps) {
  const short = balance ? shortfall(figures.amount, balance.balance) : 0;
  const balanceText = balance ? ksh(balance.balance, 4) : balanceLoading ? 'Loading ...' : 'Not available';
  return (
    <>
      <p className="payment-dialog__text">{QUESTION}</p>
      <dl className="payment-dialog__figures" aria-label="Payments to process">
        <dt>Number of payments</dt>
        <dd>{formatNumber(figures.payments)}</dd>
        <dt>Balance</dt>
        <dd>{balanceText}</dd>
        <dt>Number of farmers</dt>
        <dd>{formatNumber(figures.farmers)}</dd>
        <dt>Amount</dt>
        <dd>{ksh(figures.amount)}</dd>
      </dl>
      {short > 0 && (
        <p className="payment-dialog__warning" role="alert">
          {balance?.allow_overdraft
            ? `The Amount is ${ksh(short)} more than the Balance: processing all payments will overdraw the account.`
            : `The Amount is ${ksh(short)} more than the Balance: the payments it does not cover will be skipped. Top up first to pay them all.`}
        </p>
      )}
      {figures.leftOut > 0 && (
        <p className="payment-dialog__text">{`${figures.leftOut} in progress left out: they are being paid out already.`}</p>
      )}
      {figures.payments === 0 && <p className="payment-dialog__text">There are no pending payments to process.</p>}
    </>
  );
}
