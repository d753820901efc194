import type { Queryable } from '../db/database';
import { approveRun, createDraftRun, lockRun } from '../payments/pay-runs/compute-pay-run';
import { monthEnd } from '../domain/days';
import { lockPayments, outstandingCents } from '../payments/money-lock';
import { recordPayouts } from '../payments/record-payouts';
import type { OrganisationPlan } from './plan';

/** What the large cooperative's pay is computed from besides the milk: its rates and quality rules. */
export const RATES_SQL = `
  WITH farmer_rates AS (
    INSERT INTO pay_rates (organization_id, kind, producer_id, rate_per_litre, effective_from)
    SELECT $1, 'farmer', f.producer_id, f.rate, $2::date FROM seed_farmers f
     WHERE f.rate <> (SELECT default_rate_per_litre FROM organizations WHERE id = $1)
    RETURNING 1)
  INSERT INTO quality_adjustments (organization_id, measure, comparison, threshold, amount_per_litre, effective_from)
  VALUES ($1, 'scc', 'below', 200000, 1.5, $2::date), ($1, 'scc', 'above', 400000, -2, $2::date),
         ($1, 'fat_pct', 'at_or_above', 4, 1, $2::date)`;

// Each farmer's usual payout method on the run's payments (a draft may still change).
const METHODS_SQL = `
  UPDATE payments p SET payment_method = f.payment_method FROM seed_farmers f
   WHERE p.pay_run_id = $1 AND f.producer_id = p.producer_id AND p.payment_method <> f.payment_method`;

// Pay day of an approved run, as the office lived it: the older months paid out (a few
// failed); the latest month paid in part once due. A roll per farmer and month decides, so a
// rerun decides the same.
const PAY_DAY_SQL = `
  SELECT p.id, p.payment_method,
         CASE WHEN NOT $2 THEN CASE WHEN r.roll < 0.97 THEN 'completed' ELSE 'failed' END
              WHEN p.due_date < $3::date THEN
                CASE WHEN r.roll < 0.7 THEN 'completed' WHEN r.roll < 0.78 THEN 'in_progress'
                     WHEN r.roll < 0.95 THEN 'pending' ELSE 'failed' END
              ELSE CASE WHEN r.roll < 0.85 THEN 'pending' ELSE 'in_progress' END END AS status,
         least($4::timestamptz, (p.due_date - (r.roll * 1000)::int % 5)::timestamp AT TIME ZONE 'Africa/Nairobi' + interval '10 hours') AS paid_at,
         CASE p.payment_method WHEN 'mobile_money' THEN 'Q' WHEN 'bank_transfer' THEN 'FT' ELSE 'CSH' END
           || upper(substr(md5(p.id::text), 1, 12)) AS reference
    FROM payments p
   CROSS JOIN LATERAL (SELECT (hashtext(p.producer_id::text || p.period_start::text)::float8 + 2147483648) / 4294967296 AS roll) r
   WHERE p.pay_run_id = $1 AND p.status = 'pending'`;

interface PayDay {
  id: string;
  payment_method: string;
  status: string;
  paid_at: Date;
  reference: string;
}

/** Pays an approved run's payments as decided, through the ledger's own code; marks the stuck ones. */
async function payDay(
  tx: Queryable,
  organizationId: string,
  runId: string,
  latest: boolean,
  today: string,
  now: Date,
  paidBy: string,
) {
  const { rows } = await tx.query<PayDay>(PAY_DAY_SQL, [runId, latest, today, now]);
  const paid = rows.filter((row) => row.status === 'completed');
  const locked = await lockPayments(
    tx,
    paid.map((row) => row.id),
    [organizationId],
  );
  const payouts = paid.map((row) => {
    const payment = locked.get(row.id)!;
    return {
      payment,
      cents: outstandingCents(payment),
      paymentMethod: row.payment_method,
      transactionReference: row.reference,
      paidAt: new Date(row.paid_at).toISOString(),
    };
  });
  await recordPayouts(tx, payouts, now.toISOString(), paidBy);
  const stuck = rows.filter((row) => row.status === 'failed' || row.status === 'in_progress');
  await tx.query(
    'UPDATE payments p SET status = x.status FROM unnest($1::uuid[], $2::text[]) AS x (id, status) WHERE p.id = x.id',
    [stuck.map((row) => row.id), stuck.map((row) => row.status)],
  );
}

export interface LargePayRunPeople {
  computedBy: string;
  approvedBy: string;
}

/**
 * The large cooperative's payments, made by the same pay-run code as the office's: the closed
 * months of the history (oldest first, so each deducts what the one before left owing),
 * computed, approved by a second person and paid; the current month a draft.
 */
export async function loadPayRuns(
  tx: Queryable,
  organizationId: string,
  plan: Pick<OrganisationPlan, 'firstDay' | 'today'>,
  months: Array<{ period_start: string; period_end: string; latest: boolean }>,
  people: LargePayRunPeople,
  now: Date,
): Promise<number> {
  await tx.query(RATES_SQL, [organizationId, plan.firstDay]);
  // The load keeps the collections' indexes off until the end; a run reads each batch of farmers'
  // deliveries by farmer and time, which without this index would scan every delivery per batch.
  await tx.query('CREATE INDEX seed_pay_run_collections_idx ON collections (producer_id, collected_at)');
  await tx.query('ANALYZE collections');
  const oldestFirst = [...months].sort((a, b) => a.period_start.localeCompare(b.period_start));
  for (const month of oldestFirst) {
    const runId = await createDraftRun(
      tx,
      { organizationId, start: month.period_start, end: month.period_end },
      people.computedBy,
    );
    await tx.query(METHODS_SQL, [runId]);
    const approvedAt = new Date(
      Math.min(now.getTime(), Date.parse(`${month.period_end}T09:00:00+03:00`) + 2 * 86_400_000),
    );
    await approveRun(tx, await lockRun(tx, runId, [organizationId]), people.approvedBy, approvedAt);
    await payDay(tx, organizationId, runId, month.latest, plan.today, now, people.approvedBy);
  }
  const current = `${plan.today.slice(0, 7)}-01`;
  const runId = await createDraftRun(tx, { organizationId, start: current, end: monthEnd(current) }, people.computedBy);
  await tx.query(METHODS_SQL, [runId]);
  await tx.query('DROP INDEX seed_pay_run_collections_idx');
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE organization_id = $1', [
    organizationId,
  ]);
  return rows[0].n;
}
