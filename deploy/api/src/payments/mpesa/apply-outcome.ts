import type { Database, Queryable } from '../../db/database';
import { recordEvents } from '../../resources/record';
import { fromCents, lockMoney, lockPayments } from '../money-lock';
import { recordPayouts, resolvePaidAt } from '../record-payouts';
import type { PayoutOutcome } from './daraja-result';
import { settlePaymentStatus } from './queue-payouts';
import { queueMpesaPausedAlert } from '../../messaging/admin-alerts';
import type { MessagingRuntime } from '../../messaging/messaging-runtime';
import { queuePaymentNotices } from '../../messaging/payment-notices';

/** A payout row as the worker and the callbacks read it. */
export interface MpesaPayoutRow {
  id: string;
  organization_id: string;
  payment_id: string;
  amount: string | number;
  phone: string;
  status: string;
  callback_secret: string;
  requested_by: string | null;
  status_queries: number;
  notify: boolean;
  email_receipt: boolean;
}

const FINAL = new Set(['completed', 'failed']);
/** The audit trail's user for a payout whose requester's account is gone. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

type PaymentState = Record<'status' | 'amount_paid' | 'transaction_reference' | 'payout_failure', unknown>;

async function paymentState(tx: Queryable, paymentId: string): Promise<PaymentState> {
  const { rows } = await tx.query<PaymentState>(
    'SELECT status, amount_paid::float8 AS amount_paid, transaction_reference, payout_failure FROM payments WHERE id = $1',
    [paymentId],
  );
  return rows[0];
}

function changesOf(before: PaymentState, after: PaymentState): Record<string, { before: unknown; after: unknown }> {
  const keys = Object.keys(after) as (keyof PaymentState)[];
  return Object.fromEntries(
    keys.filter((key) => before[key] !== after[key]).map((key) => [key, { before: before[key], after: after[key] }]),
  );
}

/** After this many status queries without an answer, a person has to look (the M-Pesa statement). */
export const MAX_STATUS_QUERIES = 6;

/** When to ask again about a payout whose fate is unknown: 1, 2, 4... minutes, at most an hour. */
export function nextQueryDelayMs(queries: number): number {
  return Math.min(60_000 * 2 ** queries, 3_600_000);
}

/**
 * What Safaricom said about a payout, applied once, in one transaction, under the same locks
 * as every other payout (the organisation's money lock, then the payment, then the payout
 * row): a Result that arrives twice, or a status answer after the Result, finds the payout
 * already ended and changes nothing. Answers whether this call changed it.
 *
 * Completed: a payout row in the ledger with the M-Pesa receipt as its reference (the
 * farmer's payment gets it too). Failed: nothing was paid; the payment goes back to pending
 * (or partially paid) with the reason; a refused number is flagged on the farmer, a refused
 * initiator pauses the organisation's M-Pesa payouts. Unknown: asked again later, never resent.
 */
export async function applyPayoutOutcome(
  db: Database,
  payoutId: string,
  outcome: PayoutOutcome,
  options: {
    retryAfterMs?: number;
    /** Where the farmer's payment SMS and the admins' alerts go (none in some tests). */
    messaging?: MessagingRuntime;
  } = {},
): Promise<boolean> {
  let told = false;
  const changed = await db.transaction(async (tx) => {
    const { rows: found } = await tx.query<{ organization_id: string; payment_id: string }>(
      'SELECT organization_id, payment_id FROM mpesa_payouts WHERE id = $1',
      [payoutId],
    );
    if (found.length === 0) return false;
    const [{ organization_id: organizationId, payment_id: paymentId }] = found;
    await lockMoney(tx, [organizationId]);
    const payment = (await lockPayments(tx, [paymentId], [organizationId])).get(paymentId);
    const { rows } = await tx.query<MpesaPayoutRow>('SELECT * FROM mpesa_payouts WHERE id = $1 FOR UPDATE', [payoutId]);
    const payout = rows[0];
    if (!payment || !payout || FINAL.has(payout.status)) return false;
    const before = await paymentState(tx, payment.id);

    switch (outcome.kind) {
      case 'completed':
        told = await complete(tx, payout, payment, outcome.receipt, options.messaging);
        break;
      case 'unknown':
        await tx.query(
          `UPDATE mpesa_payouts SET status = 'unknown', locked_until = NULL, failure_reason = $2,
                  next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
            WHERE id = $1`,
          [payout.id, outcome.reason, options.retryAfterMs ?? nextQueryDelayMs(payout.status_queries)],
        );
        return true;
      default:
        await tx.query(
          `UPDATE mpesa_payouts SET status = 'failed', result_code = $2, failure_reason = $3, locked_until = NULL,
                  finished_at = now() WHERE id = $1`,
          [payout.id, outcome.code, outcome.reason],
        );
        await tx.query('UPDATE payments SET payout_failure = $2 WHERE id = $1', [payment.id, outcome.reason]);
        if (outcome.kind === 'bad_number') {
          await tx.query(
            `UPDATE user_roles SET mpesa_number_problem = $2
              WHERE id = (SELECT producer_id FROM payments WHERE id = $1)`,
            [payment.id, outcome.reason],
          );
        }
        if (outcome.kind === 'account_blocked') {
          // Only the Result that pauses them tells the admins; others find them paused already.
          const paused = await tx.query(
            'UPDATE organizations SET mpesa_paused_reason = $2 WHERE id = $1 AND mpesa_paused_reason IS NULL RETURNING id',
            [organizationId, outcome.reason],
          );
          if (paused.rows.length > 0) {
            told = await queueMpesaPausedAlert(tx, options.messaging, organizationId, outcome.reason, payout.id);
          }
        }
    }
    await settlePaymentStatus(tx, payment.id);
    await recordEvents(tx, [
      {
        organizationId,
        // Who handed it to M-Pesa: the payout is theirs, finished by Safaricom's answer.
        userId: payout.requested_by ?? NOBODY,
        resource: 'payments',
        recordId: payment.id,
        action: 'process',
        changes: changesOf(before, await paymentState(tx, payment.id)),
      },
    ]);
    return true;
  });
  if (told) options.messaging?.wake();
  return changed;
}

async function complete(
  tx: Queryable,
  payout: MpesaPayoutRow,
  payment: Parameters<typeof recordPayouts>[1][number]['payment'],
  receipt: string,
  messaging: MessagingRuntime | undefined,
): Promise<boolean> {
  await tx.query(
    `UPDATE mpesa_payouts SET status = 'completed', receipt = $2, result_code = 0, failure_reason = NULL,
            locked_until = NULL, finished_at = now() WHERE id = $1`,
    [payout.id, receipt],
  );
  const { paidAt } = await resolvePaidAt(tx, undefined);
  const cents = Math.round(Number(payout.amount) * 100);
  const ids = await recordPayouts(
    tx,
    [
      {
        payment,
        cents,
        paymentMethod: 'mobile_money',
        transactionReference: receipt,
        notes: `M-Pesa to ${payout.phone}: KSh ${fromCents(cents).toFixed(2)}`,
      },
    ],
    paidAt,
    payout.requested_by,
  );
  // The farmer hears once the money has arrived, with the receipt, as the person paying chose.
  const ledgerId = ids.get(payment.id);
  if (!ledgerId) return false;
  return queuePaymentNotices(tx, messaging, [{ payoutId: ledgerId, mpesaPhone: payout.phone }], {
    notify: payout.notify,
    emailReceipt: payout.email_receipt,
  });
}
