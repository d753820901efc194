import type { Queryable } from '../db/database';

export interface PayablePaymentOptions {
  organizationId: string;
  /** A Producer link of the organisation. */
  producerId: string;
  /** Default: a day of its own (see nextPeriod), so a farmer may have many. */
  periodStart?: string;
  periodEnd?: string;
  litres?: number;
  ratePerLitre?: number;
  adjustments?: number;
  deductions?: number;
  /** Default: period end + 10 days. */
  dueDate?: string;
  /**
   * Default bank_transfer: a bulk run pays it at once. A mobile-money payment goes to M-Pesa
   * when processed without a reference (payments/mpesa), which needs M-Pesa or its simulator.
   */
  paymentMethod?: 'bank_transfer' | 'mobile_money' | 'cash' | 'credit_card';
  /** 'pending' (default, of an approved run), 'failed' or 'in_progress'; 'draft' makes its run a draft. */
  status?: 'pending' | 'failed' | 'in_progress' | 'draft';
}

export interface PayablePayment {
  id: string;
  payRunId: string;
  amountDue: number;
  periodStart: string;
  periodEnd: string;
}

let day = 0;
/** A day no other payment of this process took: 2020-01-01 onwards, one per call. */
function nextPeriod(): string {
  const date = new Date(Date.UTC(2020, 0, 1 + day++));
  return date.toISOString().slice(0, 10);
}

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A payment as an approved pay run leaves it (pending; rows written by SQL as the pay-run
 * code writes them), with its milk line and, when it has some, its adjustment line: what the
 * ledger's tests pay, reverse and list. Its run is made, or reused, for the organisation and
 * period (approved, or a draft for status 'draft').
 */
export async function insertPayablePayment(db: Queryable, options: PayablePaymentOptions): Promise<PayablePayment> {
  const periodStart = options.periodStart ?? nextPeriod();
  const periodEnd = options.periodEnd ?? periodStart;
  const litres = options.litres ?? 100;
  const rate = options.ratePerLitre ?? 50;
  const adjustments = options.adjustments ?? 0;
  const deductions = options.deductions ?? 0;
  const gross = Math.round(litres * rate * 100) / 100;
  const amountDue = Math.round((gross + adjustments - deductions) * 100) / 100;
  const status = options.status ?? 'pending';
  const draft = status === 'draft';

  const run = await db.query<{ id: string }>(
    `INSERT INTO pay_runs (organization_id, period_start, period_end, status, approved_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (organization_id, period_start, period_end) DO UPDATE SET farmers = pay_runs.farmers + 1
     RETURNING id`,
    [
      options.organizationId,
      periodStart,
      periodEnd,
      draft ? 'draft' : 'approved',
      draft ? null : new Date().toISOString(),
    ],
  );
  const payRunId = run.rows[0].id;
  const payment = await db.query<{ id: string }>(
    `INSERT INTO payments (organization_id, producer_id, pay_run_id, period_start, period_end, litres, rate_per_litre,
                           gross_amount, adjustments, deductions, amount_due, due_date, payment_method, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      options.organizationId,
      options.producerId,
      payRunId,
      periodStart,
      periodEnd,
      litres,
      rate,
      gross,
      adjustments,
      deductions,
      amountDue,
      options.dueDate ?? addDays(periodEnd, 10),
      options.paymentMethod ?? 'bank_transfer',
      status,
    ],
  );
  const id = payment.rows[0].id;
  await db.query(
    `INSERT INTO payment_lines (payment_id, position, organization_id, kind, description, day, morning_litres, evening_litres,
                                litres, rate, rate_source, amount)
     VALUES ($1, 1, $2, 'milk', 'Milk', $3, $4, $4, $5, $6, 'organisation', $7)`,
    [id, options.organizationId, periodStart, litres / 2, litres, rate, gross],
  );
  if (adjustments !== 0) {
    await db.query(
      `INSERT INTO payment_lines (payment_id, position, organization_id, kind, description, litres, amount)
       VALUES ($1, 2, $2, 'adjustment', 'Quality adjustment', $3, $4)`,
      [id, options.organizationId, litres, adjustments],
    );
  }
  return { id, payRunId, amountDue, periodStart, periodEnd };
}

/** KSh into the organisation's payout account, by SQL (what POST /account-top-ups records). */
export async function topUp(db: Queryable, organizationId: string, amount: number): Promise<void> {
  await db.query('INSERT INTO account_top_ups (organization_id, amount) VALUES ($1, $2)', [organizationId, amount]);
}
