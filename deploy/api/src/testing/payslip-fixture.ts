import type { Queryable } from '../db/database';
import type { Farm } from './dairy-fixture';

/**
 * Payments with their lines as a pay run stores them (rows written by SQL, as the pay-run
 * code writes them), for the payslip's tests. March 2026 for a farmer of `farm`:
 *
 *   03/01  62.5 + 48.0 = 110.5 L x 50.00 (standard)  5,525.00
 *   03/02  60.0 + 50.5 = 110.5 L x 50.00 (standard)  5,525.00
 *   03/03  58.0 + 47.0 = 105.0 L x 52.00 (farmer)    5,460.00   gross 16,510.00, 326 L
 *   SCC below 200,000: +Ksh 1.50/L on 215.5 L          +323.25
 *   supply of 02/20 (6,000.00, 1,800.00 taken in February): owed 4,200.00, deducted 4,200.00
 *   advance of 03/05 (2,500.00, school fees): owed 2,500.00, deducted 2,500.00
 *   net 16,510.00 + 323.25 - 6,700.00 = 10,133.25; 5,000.00 paid (MPESA-QX1), 5,133.25 outstanding
 */
export const MARCH = {
  litres: 326,
  gross: 16510,
  adjustments: 323.25,
  deductions: 6700,
  net: 10133.25,
  paid: 5000,
  outstanding: 5133.25,
  reference: 'MPESA-QX1',
};

export interface PayslipPayments {
  /** The March payment above, partly paid, of an approved pay run. */
  march: string;
  marchRun: string;
  supplyId: string;
  advanceId: string;
  /** February, paid in full, then reversed and replaced (status completed). */
  reversed: string;
  /** The payment replacing `reversed` (pending). */
  replacement: string;
  /** January 2026, made before pay runs: no lines, pending. */
  legacy: string;
}

const one = async (db: Queryable, sql: string, params: unknown[]) =>
  (await db.query<{ id: string }>(sql, params)).rows[0].id;

async function payRun(db: Queryable, farm: Farm, start: string, end: string): Promise<string> {
  // computed_by is left empty: the four-eyes check needs approver and computer to differ.
  return one(
    db,
    `INSERT INTO pay_runs (organization_id, period_start, period_end, status, approved_by, approved_at,
                           farmers, litres, gross_amount, adjustments, deductions, net_amount)
     VALUES ($1, $2, $3, 'processing', $4, '2026-04-01T09:00:00+03:00', 1, 0, 0, 0, 0, 0) RETURNING id`,
    [farm.account.orgId, start, end, farm.account.userId],
  );
}

async function payment(db: Queryable, farm: Farm, values: Record<string, unknown>): Promise<string> {
  const row = {
    organization_id: farm.account.orgId,
    producer_id: farm.producers[0].id,
    rate_per_litre: 50,
    payment_method: 'mobile_money',
    ...values,
  };
  const columns = Object.keys(row);
  return one(
    db,
    `INSERT INTO payments (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
}

async function lines(
  db: Queryable,
  farm: Farm,
  paymentId: string,
  rows: Array<Record<string, unknown>>,
): Promise<void> {
  for (const [index, line] of rows.entries()) {
    const row = { payment_id: paymentId, position: index + 1, organization_id: farm.account.orgId, ...line };
    const columns = Object.keys(row);
    await db.query(
      `INSERT INTO payment_lines (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}

async function payout(db: Queryable, farm: Farm, paymentId: string, values: Record<string, unknown>): Promise<void> {
  await db.query(
    `INSERT INTO payouts (organization_id, payment_id, kind, amount, payment_method, transaction_reference, paid_at, reason)
     VALUES ($1, $2, $3, $4, 'mobile_money', $5, $6, $7)`,
    [
      farm.account.orgId,
      paymentId,
      values.kind,
      values.amount,
      values.reference,
      values.paid_at,
      values.reason ?? null,
    ],
  );
}

const milk = (day: string, morning: number, evening: number, rate: number, source: string) => ({
  kind: 'milk',
  description: `Milk ${day} (${source === 'farmer' ? "farmer's rate" : 'standard rate'})`,
  day,
  morning_litres: morning,
  evening_litres: evening,
  litres: morning + evening,
  rate,
  rate_source: source,
  amount: (morning + evening) * rate,
});

/** The March payment, a reversed February one with its replacement, and a January one made before pay runs. */
export async function insertPayslipPayments(db: Queryable, farm: Farm): Promise<PayslipPayments> {
  const org = farm.account.orgId;
  const producer = farm.producers[0].id;
  const supplyId = await one(
    db,
    `INSERT INTO supplies (organization_id, producer_id, supply_items, total_cost, supplied_at, status, supply_category)
     VALUES ($1, $2, $3, 6000, '2026-02-20T10:00:00+03:00', 'delivered', 'feed') RETURNING id`,
    [
      org,
      producer,
      JSON.stringify([
        { item: 'Dairy meal 70 kg', quantity: 2 },
        { item: 'Mineral lick', quantity: 1 },
      ]),
    ],
  );
  const advanceId = await one(
    db,
    `INSERT INTO advances (organization_id, producer_id, amount, advanced_on, reason) VALUES ($1, $2, 2500, '2026-03-05', 'School fees') RETURNING id`,
    [org, producer],
  );

  const marchRun = await payRun(db, farm, '2026-03-01', '2026-03-31');
  const march = await payment(db, farm, {
    pay_run_id: marchRun,
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    litres: MARCH.litres,
    rate_per_litre: 50.64,
    gross_amount: MARCH.gross,
    adjustments: MARCH.adjustments,
    deductions: MARCH.deductions,
    amount_due: MARCH.net,
    due_date: '2026-04-10',
    status: 'pending',
  });
  await lines(db, farm, march, [
    milk('2026-03-01', 62.5, 48, 50, 'organisation'),
    milk('2026-03-02', 60, 50.5, 50, 'organisation'),
    milk('2026-03-03', 58, 47, 52, 'farmer'),
    { kind: 'adjustment', description: 'SCC below 200,000: +Ksh 1.50/L', litres: 215.5, rate: 1.5, amount: 323.25 },
    {
      kind: 'deduction',
      description: 'Supply: Dairy meal 70 kg x 2',
      supply_id: supplyId,
      owed_before: 4200,
      amount: -4200,
      remaining: 0,
    },
    {
      kind: 'deduction',
      description: 'Advance: School fees',
      advance_id: advanceId,
      owed_before: 2500,
      amount: -2500,
      remaining: 0,
    },
  ]);
  await payout(db, farm, march, {
    kind: 'payout',
    amount: MARCH.paid,
    reference: MARCH.reference,
    paid_at: '2026-04-03T10:15:00+03:00',
  });
  await db.query(
    `UPDATE payments SET status = 'partially_paid', amount_paid = $2, paid_at = '2026-04-03T10:15:00+03:00', transaction_reference = $3 WHERE id = $1`,
    [march, MARCH.paid, MARCH.reference],
  );

  const februaryRun = await payRun(db, farm, '2026-02-01', '2026-02-28');
  const february = {
    pay_run_id: februaryRun,
    period_start: '2026-02-01',
    period_end: '2026-02-28',
    litres: 20,
    gross_amount: 1000,
    deductions: 0,
    amount_due: 1000,
    due_date: '2026-03-10',
  };
  const reversed = await payment(db, farm, {
    ...february,
    status: 'completed',
    amount_paid: 1000,
    paid_at: '2026-03-05T09:00:00+03:00',
    transaction_reference: 'MPESA-FEB1',
  });
  await lines(db, farm, reversed, [milk('2026-02-10', 12, 8, 50, 'organisation')]);
  await payout(db, farm, reversed, {
    kind: 'payout',
    amount: 1000,
    reference: 'MPESA-FEB1',
    paid_at: '2026-03-05T09:00:00+03:00',
  });
  await payout(db, farm, reversed, {
    kind: 'reversal',
    amount: -1000,
    reference: 'REV-MPESA-FEB1',
    paid_at: '2026-03-06T11:00:00+03:00',
    reason: 'Paid to the wrong number',
  });
  const replacement = await payment(db, farm, { ...february, status: 'pending', replaces_id: reversed });
  await lines(db, farm, replacement, [milk('2026-02-10', 12, 8, 50, 'organisation')]);

  const legacy = await payment(db, farm, {
    period_start: '2026-01-01',
    period_end: '2026-01-31',
    litres: 40,
    gross_amount: 2000,
    deductions: 150,
    amount_due: 1850,
    due_date: '2026-02-10',
    status: 'pending',
  });
  return { march, marchRun, supplyId, advanceId, reversed, replacement, legacy };
}
