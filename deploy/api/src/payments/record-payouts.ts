import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { conflict } from '../http/errors';
import { fromCents, type LockedPayment } from './money-lock';

/** One payout to record against a locked payment. */
export interface PayoutToRecord {
  payment: LockedPayment;
  /** What this payout moves, in cents; 0 completes a payment with nothing left to pay, moving nothing. */
  cents: number;
  paymentMethod: string;
  transactionReference: string;
  notes?: string | null;
  /** When this one was paid, if not when the call says (the demo's pay days). */
  paidAt?: string;
}

/** A moment as PostgreSQL reads it (a naive date-time is in the operation's zone), and its day. */
export async function resolvePaidAt(
  tx: Queryable,
  paidAt: string | undefined,
): Promise<{ paidAt: string; day: string }> {
  const { rows } = await tx.query<{ paid_at: Date | string; day: string }>(
    `SELECT t AS paid_at, to_char(t, 'YYYYMMDD') AS day FROM (SELECT coalesce($1::timestamptz, now()) AS t) s`,
    [paidAt ?? null],
  );
  const value = rows[0].paid_at;
  return { paidAt: value instanceof Date ? value.toISOString() : new Date(value).toISOString(), day: rows[0].day };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters no clerk confuses (no O/0, I/1), random. */
export function randomCode(length: number): string {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Refuses references already used in the organisation (by a payout, or held by a payment), 409
 * naming transaction_reference. Under the organisation's money lock nothing else can take one
 * meanwhile; the unique index on payouts stays the last word.
 */
export async function assertReferencesFree(tx: Queryable, organizationId: string, references: string[]): Promise<void> {
  if (references.length === 0) return;
  const { rows } = await tx.query<{ ref: string }>(
    `SELECT transaction_reference AS ref FROM payouts WHERE organization_id = $1 AND transaction_reference = ANY($2::text[])
     UNION SELECT transaction_reference FROM payments WHERE organization_id = $1 AND transaction_reference = ANY($2::text[])`,
    [organizationId, references],
  );
  if (rows.length > 0) {
    throw conflict(`The transaction reference ${rows[0].ref} is already used by another payout`, {
      transaction_reference: 'is already used by another payout',
    });
  }
}

/**
 * Records payouts and brings their payments up to date in two statements: a payout row each
 * (none for 0), then each payment's amount_paid grows by it, its status becomes completed when
 * nothing is left (else partially_paid), and paid_at, reference and method are the payout's.
 * The payments must be locked by the caller (lockPayments). Answers the payout ids by payment.
 */
export async function recordPayouts(
  tx: Queryable,
  payouts: PayoutToRecord[],
  paidAt: string,
  /** Who recorded them; null when M-Pesa finished a payout whose requester's account is gone. */
  userId: string | null,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (payouts.length === 0) return ids;
  const rows = JSON.stringify(
    payouts.map((p) => ({
      payment_id: p.payment.id,
      organization_id: p.payment.organization_id,
      amount: fromCents(p.cents),
      payment_method: p.paymentMethod,
      transaction_reference: p.transactionReference,
      notes: p.notes ?? null,
      paid_at: p.paidAt ?? paidAt,
    })),
  );
  const recordset = `jsonb_to_recordset($1::jsonb) AS x (payment_id uuid, organization_id uuid, amount numeric,
                       payment_method text, transaction_reference text, notes text, paid_at timestamptz)`;
  const inserted = await tx.query<{ id: string; payment_id: string }>(
    `INSERT INTO payouts (organization_id, payment_id, kind, amount, payment_method, transaction_reference, paid_at, notes, recorded_by)
     SELECT x.organization_id, x.payment_id, 'payout', x.amount, x.payment_method, x.transaction_reference, x.paid_at, x.notes, $2
       FROM ${recordset} WHERE x.amount > 0
     RETURNING id, payment_id`,
    [rows, userId],
  );
  for (const row of inserted.rows) ids.set(row.payment_id, row.id);
  await tx.query(
    `UPDATE payments p
        SET amount_paid = coalesce(p.amount_paid, 0) + x.amount,
            status = CASE WHEN coalesce(p.amount_paid, 0) + x.amount >= p.amount_due THEN 'completed' ELSE 'partially_paid' END,
            paid_at = x.paid_at, transaction_reference = x.transaction_reference, payment_method = x.payment_method
       FROM ${recordset}
      WHERE p.id = x.payment_id`,
    [rows],
  );
  return ids;
}
