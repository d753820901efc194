import { formatKsh } from '@maziwa/ui';
import type { BulkOutcome } from '../api/process-all-payments';
import { bulkFigures, type BulkFlags } from './bulk-payment-figures';
import './payment-dialogs.css';

export interface BulkPaymentSummaryProps {
  outcome: BulkOutcome;
  flags: BulkFlags;
}

const count = (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'}`;

/** What a bulk run did: paid, skipped (not paid twice) and failed, with the reasons. */
export function BulkPaymentSummary({ outcome, flags }: BulkPaymentSummaryProps) {
  const paid = bulkFigures(outcome.paid);
  return (
    <div role="status" aria-label="Bulk payment summary">
      <p className="payment-dialog__text">
        {`Processed ${count(paid.payments)}: ${formatKsh(paid.amount, { label: 'KSh' })} to ${paid.farmers} ${paid.farmers === 1 ? 'farmer' : 'farmers'}.`}
      </p>
      {outcome.skipped.length > 0 && (
        <p className="payment-dialog__text">{`Skipped ${count(outcome.skipped.length)} already completed or being paid: none was paid twice.`}</p>
      )}
      {outcome.failed.length > 0 && (
        <>
          <p className="payment-dialog__error">{`Failed ${count(outcome.failed.length)}:`}</p>
          <ul className="payment-dialog__summary">
            {outcome.failed.map(({ row, reason }) => (
              <li key={row.id}>{`${row.farmer_name} (${row.member_number}): ${reason}`}</li>
            ))}
          </ul>
        </>
      )}
      {(flags.sendNotifications || flags.attachReceipts) && (
        <p className="payment-dialog__text">No notifications or receipts were sent: the console cannot send email or SMS yet.</p>
      )}
    </div>
  );
}
