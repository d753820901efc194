import { formatKsh, formatNumber } from '@maziwa/ui';
import type { BulkOutcome, SkipReason } from '../api/process-all-payments';
import { bulkFigures, type BulkFlags } from '../model/bulk-payment-figures';
import './payment-dialogs.css';

export interface BulkPaymentSummaryProps {
  outcome: BulkOutcome;
  flags: BulkFlags;
}

const count = (n: number) => `${formatNumber(n)} ${n === 1 ? 'payment' : 'payments'}`;

/** The API's reasons for not paying, in the person's words and in this order. */
const SKIPPED_BECAUSE: Record<SkipReason, string> = {
  completed: 'already paid',
  in_progress: 'being paid out',
  draft: 'not approved yet (draft pay run)',
  insufficient_balance: 'not covered by the balance (top up, then process again)',
  not_found: 'no longer found',
  cannot_pay_by_mpesa: 'M-Pesa cannot pay them now',
};

const farmersText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'farmer' : 'farmers'}`;

/** How many of the items have each key, in the order the keys first appear. */
function tally<T, K>(items: T[], key: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  items.forEach((item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1));
  return counts;
}

/** What a bulk run did: paid, skipped (never paid twice) and failed, with the reasons. */
export function BulkPaymentSummary({ outcome, flags }: BulkPaymentSummaryProps) {
  const farmers = bulkFigures(outcome.paid).farmers;
  const mpesaFarmers = bulkFigures(outcome.sentToMpesa).farmers;
  // Why M-Pesa cannot pay some, once per reason (no number, a refused number, paused payouts...).
  const mpesaReasons = tally(
    outcome.skipped.filter((skip) => skip.reason === 'cannot_pay_by_mpesa'),
    (skip) => skip.detail ?? SKIPPED_BECAUSE.cannot_pay_by_mpesa,
  );
  const skipped = tally(outcome.skipped, (skip) => skip.reason);
  // A failed batch fails up to 1000 rows for one reason: one line per reason, not per row.
  const failed = tally(outcome.failed, (failure) => failure.reason);
  const skippedText = (Object.keys(SKIPPED_BECAUSE) as SkipReason[])
    .filter((reason) => skipped.has(reason))
    .map((reason) => `${formatNumber(skipped.get(reason)!)} ${SKIPPED_BECAUSE[reason]}`)
    .join(', ');
  return (
    <div role="status" aria-label="Bulk payment summary">
      {(outcome.paid.length > 0 || outcome.sentToMpesa.length === 0) && (
        <p className="payment-dialog__text">
          {`Processed ${count(outcome.paid.length)}: ${formatKsh(outcome.amountPaid, { label: 'KSh' })} to ${farmersText(farmers)}.`}
        </p>
      )}
      {outcome.sentToMpesa.length > 0 && (
        <p className="payment-dialog__text">
          {`Sent ${count(outcome.sentToMpesa.length)} to M-Pesa: ${formatKsh(outcome.amountSentToMpesa, { label: 'KSh' })} to ${farmersText(mpesaFarmers)}. Each shows In Progress until M-Pesa answers, then Completed with its M-Pesa receipt.`}
        </p>
      )}
      {outcome.skipped.length > 0 && (
        <p className="payment-dialog__text">{`Skipped ${count(outcome.skipped.length)}: ${skippedText}. None was paid twice.`}</p>
      )}
      {mpesaReasons.size > 0 && (
        <ul className="payment-dialog__summary" aria-label="Why M-Pesa cannot pay some">
          {[...mpesaReasons].map(([reason, n]) => (
            <li key={reason}>{`${reason} (${count(n)})`}</li>
          ))}
        </ul>
      )}
      {outcome.failed.length > 0 && (
        <>
          <p className="payment-dialog__error">{`Failed ${count(outcome.failed.length)}, still pending: processing again is safe.`}</p>
          <ul className="payment-dialog__summary">
            {[...failed].map(([reason, n]) => (
              <li key={reason}>{`${reason} (${count(n)})`}</li>
            ))}
          </ul>
        </>
      )}
      <p className="payment-dialog__text">{noticeText(flags)}</p>
    </div>
  );
}

/** What the farmers are told, as the person chose (sent by the API once each payment is paid). */
function noticeText(flags: BulkFlags): string {
  if (!flags.sendNotifications && !flags.attachReceipts) return 'No payment notifications were sent.';
  const sms = flags.sendNotifications ? 'an SMS' : '';
  const mail = flags.attachReceipts ? 'their payslip by email (if they have an email address)' : '';
  return `Each farmer paid gets ${[sms, mail].filter(Boolean).join(' and ')} once the money is paid; M-Pesa payments when Safaricom confirms. See Farmers → Messages.`;
}
