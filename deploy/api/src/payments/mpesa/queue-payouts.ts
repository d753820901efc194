import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { fromCents, type LockedPayment } from '../money-lock';
import { normaliseKenyanPhone } from '../../domain/kenyan-phone';
import type { NoticeChoice } from '../../messaging/payment-notices';
import { mpesaParts } from './payout-amounts';

/** Where a payment's money would go by M-Pesa, or why it cannot. */
export interface MpesaRecipient {
  phone?: string;
  /** Why this farmer cannot be paid by M-Pesa now, as a clerk reads it. */
  problem?: string;
}

/**
 * The M-Pesa number of each payment's farmer (their account's phone), and what stands in the
 * way: no number, a number M-Pesa refused before, or the organisation's payouts paused.
 */
export async function mpesaRecipients(tx: Queryable, paymentIds: string[]): Promise<Map<string, MpesaRecipient>> {
  const { rows } = await tx.query<{
    id: string;
    phone: string | null;
    number_problem: string | null;
    paused: string | null;
  }>(
    `SELECT p.id, u.phone, ur.mpesa_number_problem AS number_problem, o.mpesa_paused_reason AS paused
       FROM payments p
       JOIN user_roles ur ON ur.id = p.producer_id
       JOIN users u ON u.id = ur.user_id
       JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = ANY($1::uuid[])`,
    [paymentIds],
  );
  return new Map(
    rows.map((row) => {
      const phone = row.phone ? (normaliseKenyanPhone(row.phone) ?? undefined) : undefined;
      const problem = row.paused
        ? `M-Pesa payouts are paused: ${row.paused}`
        : row.number_problem
          ? `The farmer's number cannot receive M-Pesa: ${row.number_problem}`
          : phone
            ? undefined
            : "The farmer has no mobile number M-Pesa can pay (their profile's phone)";
      return [row.id, { phone, problem }];
    }),
  );
}

export type Handover =
  { ok: true; sentCents: number; owingCents: number; parts: number } | { ok: false; reason: string };

/**
 * Hands `cents` of a locked payment to M-Pesa: a row per transaction, written in the caller's
 * transaction (nothing is sent unless it commits; the worker sends them afterwards), and the
 * payment becomes in_progress, so neither a second click nor another process pays it again.
 * Whole shillings go; the cents stay owing on the payment (payout-amounts.ts).
 */
export async function queueMpesaPayouts(
  tx: Queryable,
  payment: LockedPayment,
  cents: number,
  recipient: MpesaRecipient,
  userId: string,
  /** Kept on each payout: what the farmer is told once Safaricom's Result completes it. */
  choice: NoticeChoice = { notify: true, emailReceipt: false },
): Promise<Handover> {
  if (recipient.problem || !recipient.phone) return { ok: false, reason: recipient.problem ?? 'No M-Pesa number' };
  const split = mpesaParts(fromCents(cents));
  if (!split.ok) return { ok: false, reason: split.reason };
  const rows = split.parts.map((amount, index) => ({
    id: randomUUID(),
    part: index + 1,
    amount,
    // 32 bytes: the callback URL's secret, since Safaricom signs nothing it posts.
    secret: randomBytes(32).toString('base64url'),
  }));
  await tx.query(
    `INSERT INTO mpesa_payouts (id, organization_id, payment_id, part, amount, phone, callback_secret, requested_by,
                                notify, email_receipt)
     SELECT x.id, $1, $2, x.part, x.amount, $3, x.secret, $4, $6, $7
       FROM jsonb_to_recordset($5::jsonb) AS x (id uuid, part smallint, amount numeric, secret text)`,
    [
      payment.organization_id,
      payment.id,
      recipient.phone,
      userId,
      JSON.stringify(rows),
      choice.notify,
      choice.emailReceipt,
    ],
  );
  await tx.query(`UPDATE payments SET status = 'in_progress', payout_failure = NULL WHERE id = $1`, [payment.id]);
  const sentCents = split.parts.reduce((sum, amount) => sum + amount * 100, 0);
  return { ok: true, sentCents, owingCents: cents - sentCents, parts: rows.length };
}

/**
 * A payment's status from its payouts once an M-Pesa payout has ended: still in_progress while
 * another part is under way, else completed, partially_paid or back to pending by what was paid.
 */
export async function settlePaymentStatus(tx: Queryable, paymentId: string): Promise<void> {
  await tx.query(
    `UPDATE payments p
        SET status = CASE
              WHEN EXISTS (SELECT 1 FROM mpesa_payouts m WHERE m.payment_id = p.id
                             AND m.status IN ('queued', 'sending', 'accepted', 'unknown')) THEN 'in_progress'
              WHEN coalesce(p.amount_paid, 0) >= p.amount_due THEN 'completed'
              WHEN coalesce(p.amount_paid, 0) > 0 THEN 'partially_paid'
              ELSE 'pending' END
      WHERE p.id = $1
        -- A completed payment is final (a trigger refuses any change): recordPayouts completed it.
        AND p.status <> 'completed'`,
    [paymentId],
  );
}
