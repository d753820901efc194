import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { computeFarmerPay, type FarmerPay } from '../../domain/pay-computation';
import { DAYS_TO_PAY } from '../../domain/pay';
import { conflict, notFound } from '../../http/errors';
import { lockMoney } from '../money-lock';
import { insertMany, type Column } from '../../db/insert-many';
import { farmersWithMilk, loadFarmers, loadPaymentMethods, loadRateBook, type Period } from './load-inputs';
import { addDays } from '../../domain/days';

/** Farmers computed and written per round: bounds memory on a 100,000-farmer cooperative. */
const FARMERS_PER_BATCH = 2000;

const PAYMENT_COLUMNS: Column[] = [
  ['id', 'uuid'],
  ['organization_id', 'uuid'],
  ['pay_run_id', 'uuid'],
  ['producer_id', 'uuid'],
  ['period_start', 'date'],
  ['period_end', 'date'],
  ['litres', 'numeric'],
  ['rate_per_litre', 'numeric'],
  ['gross_amount', 'numeric'],
  ['adjustments', 'numeric'],
  ['deductions', 'numeric'],
  ['amount_due', 'numeric'],
  ['due_date', 'date'],
  ['payment_method', 'text'],
  ['status', 'text'],
];
const LINE_COLUMNS: Column[] = [
  ['payment_id', 'uuid'],
  ['position', 'int4'],
  ['organization_id', 'uuid'],
  ['kind', 'text'],
  ['description', 'text'],
  ['day', 'date'],
  ['morning_litres', 'numeric'],
  ['evening_litres', 'numeric'],
  ['litres', 'numeric'],
  ['rate', 'numeric'],
  ['rate_source', 'text'],
  ['pay_rate_id', 'uuid'],
  ['quality_adjustment_id', 'uuid'],
  ['supply_id', 'uuid'],
  ['advance_id', 'uuid'],
  ['amount', 'numeric'],
  ['owed_before', 'numeric'],
  ['remaining', 'numeric'],
];

export interface RunTotals {
  farmers: number;
  litres: number;
  gross: number;
  adjustments: number;
  deductions: number;
  net: number;
}

/** Every pay-run change takes the organisation's one money lock first (payments/money-lock.ts). */
export async function lockOrganisationMoney(tx: Queryable, organizationId: string): Promise<void> {
  const accounts = await lockMoney(tx, [organizationId]);
  if (!accounts.has(organizationId)) throw notFound('Organisation not found');
}

function lineRow(
  paymentId: string,
  organizationId: string,
  position: number,
  line: FarmerPay['lines'][number],
): unknown[] {
  const milk = line.kind === 'milk' ? line : undefined;
  const adjustment = line.kind === 'adjustment' ? line : undefined;
  const deduction = line.kind === 'deduction' ? line : undefined;
  return [
    paymentId,
    position,
    organizationId,
    line.kind,
    line.description,
    milk?.day ?? null,
    milk?.morning_litres ?? null,
    milk?.evening_litres ?? null,
    milk?.litres ?? adjustment?.litres ?? null,
    milk?.rate ?? adjustment?.rate ?? null,
    milk?.rate_source ?? null,
    milk?.pay_rate_id ?? null,
    adjustment?.quality_adjustment_id ?? null,
    deduction?.supply_id ?? null,
    deduction?.advance_id ?? null,
    line.amount,
    deduction?.owed_before ?? null,
    deduction?.remaining ?? null,
  ];
}

/** Computes every farmer's pay of the period and writes the draft payments and their lines. */
async function writePayments(tx: Queryable, runId: string, period: Period): Promise<RunTotals> {
  // Days of milk are the organisation's days (docs/rules.md#dates), for the rest of this transaction.
  await tx.query(
    "SELECT set_config('TimeZone', time_zone, true) FROM organizations WHERE id = $1 AND time_zone IS NOT NULL",
    [period.organizationId],
  );
  const book = await loadRateBook(tx, period.organizationId);
  const producers = await farmersWithMilk(tx, period);
  const dueDate = addDays(period.end, DAYS_TO_PAY);
  const totals = { farmers: 0, litres: 0, gross: 0, adjustments: 0, deductions: 0, net: 0 };
  for (let start = 0; start < producers.length; start += FARMERS_PER_BATCH) {
    const batch = producers.slice(start, start + FARMERS_PER_BATCH);
    // One after the other: a transaction is one connection, which runs one statement at a time.
    const farmers = await loadFarmers(tx, period, batch);
    const methods = await loadPaymentMethods(tx, batch);
    const payments: unknown[][] = [];
    const lines: unknown[][] = [];
    for (const farmer of farmers) {
      const pay = computeFarmerPay(book, farmer);
      if (!pay) continue;
      const id = randomUUID();
      payments.push([
        id,
        period.organizationId,
        runId,
        pay.producerId,
        period.start,
        period.end,
        pay.litres,
        pay.ratePerLitre,
        pay.gross,
        pay.adjustments,
        pay.deductions,
        pay.net,
        dueDate,
        methods.get(pay.producerId) ?? 'mobile_money',
        'draft',
      ]);
      pay.lines.forEach((line, position) => lines.push(lineRow(id, period.organizationId, position + 1, line)));
      totals.farmers += 1;
      totals.litres += Math.round(pay.litres * 100);
      totals.gross += Math.round(pay.gross * 100);
      totals.adjustments += Math.round(pay.adjustments * 100);
      totals.deductions += Math.round(pay.deductions * 100);
      totals.net += Math.round(pay.net * 100);
    }
    await insertMany(tx, 'payments', PAYMENT_COLUMNS, payments);
    await insertMany(tx, 'payment_lines', LINE_COLUMNS, lines);
  }
  const inKsh = (value: number) => value / 100;
  return {
    farmers: totals.farmers,
    litres: inKsh(totals.litres),
    gross: inKsh(totals.gross),
    adjustments: inKsh(totals.adjustments),
    deductions: inKsh(totals.deductions),
    net: inKsh(totals.net),
  };
}

async function storeTotals(tx: Queryable, runId: string, userId: string, totals: RunTotals): Promise<void> {
  await tx.query(
    `UPDATE pay_runs SET farmers = $2, litres = $3, gross_amount = $4, adjustments = $5, deductions = $6, net_amount = $7,
            computed_by = $8, computed_at = now()
      WHERE id = $1`,
    [runId, totals.farmers, totals.litres, totals.gross, totals.adjustments, totals.deductions, totals.net, userId],
  );
}

/**
 * A new draft run for the period, computed. One draft at a time per organisation: two drafts
 * would both deduct the same unpaid supply. Runs never overlap.
 */
export async function createDraftRun(tx: Queryable, period: Period, userId: string): Promise<string> {
  await lockOrganisationMoney(tx, period.organizationId);
  const { rows: clashes } = await tx.query<{ status: string; start: string; end: string }>(
    `SELECT status, to_char(period_start, 'YYYY-MM-DD') AS start, to_char(period_end, 'YYYY-MM-DD') AS end
       FROM pay_runs
      WHERE organization_id = $1 AND (status = 'draft' OR (period_start <= $3::date AND period_end >= $2::date))
      ORDER BY status = 'draft' DESC LIMIT 1`,
    [period.organizationId, period.start, period.end],
  );
  const clash = clashes[0];
  if (clash?.status === 'draft') {
    const same = clash.start === period.start && clash.end === period.end;
    throw conflict(
      same
        ? `A draft pay run for ${clash.start} to ${clash.end} exists: recompute it instead`
        : `The pay run for ${clash.start} to ${clash.end} is still a draft: approve or delete it first`,
    );
  }
  if (clash)
    throw conflict(`A pay run for ${clash.start} to ${clash.end} already covers these days`, {
      period_start: 'overlaps another pay run',
    });
  const id = randomUUID();
  await tx.query(
    `INSERT INTO pay_runs (id, organization_id, period_start, period_end, status, computed_by) VALUES ($1, $2, $3, $4, 'draft', $5)`,
    [id, period.organizationId, period.start, period.end, userId],
  );
  await storeTotals(tx, id, userId, await writePayments(tx, id, period));
  return id;
}

interface LockedRun {
  id: string;
  organization_id: string;
  status: string;
  period_start: string;
  period_end: string;
  computed_by: string | null;
}

/** The run, locked after its organisation's money; 404 when the caller cannot see it. */
export async function lockRun(tx: Queryable, runId: string, organizationIds: string[]): Promise<LockedRun> {
  const { rows: owners } = await tx.query<{ organization_id: string }>(
    'SELECT organization_id FROM pay_runs WHERE id = $1 AND organization_id = ANY($2::uuid[])',
    [runId, organizationIds],
  );
  if (owners.length === 0) throw notFound('Pay run not found');
  await lockOrganisationMoney(tx, owners[0].organization_id);
  const { rows } = await tx.query<LockedRun>(
    `SELECT id, organization_id, status, to_char(period_start, 'YYYY-MM-DD') AS period_start,
            to_char(period_end, 'YYYY-MM-DD') AS period_end, computed_by
       FROM pay_runs WHERE id = $1 FOR UPDATE`,
    [runId],
  );
  return rows[0];
}

const mustBeDraft = (run: LockedRun, doing: string) => {
  if (run.status !== 'draft') throw conflict(`This pay run is approved and never changes: it cannot be ${doing}`);
};

/** Replaces a draft's payments with a fresh computation (rates, milk or supplies changed). */
export async function recomputeDraftRun(tx: Queryable, run: LockedRun, userId: string): Promise<void> {
  mustBeDraft(run, 'recomputed');
  await tx.query('DELETE FROM payments WHERE pay_run_id = $1', [run.id]);
  const period = { organizationId: run.organization_id, start: run.period_start, end: run.period_end };
  await storeTotals(tx, run.id, userId, await writePayments(tx, run.id, period));
}

export async function deleteDraftRun(tx: Queryable, run: LockedRun): Promise<void> {
  mustBeDraft(run, 'deleted');
  await tx.query('DELETE FROM pay_runs WHERE id = $1', [run.id]);
}

/** 409 unless `userId` may approve the run: a draft, computed by someone else (four eyes). */
export function assertApprovableBy(run: LockedRun, userId: string): void {
  if (run.status !== 'draft') throw conflict('This pay run is already approved');
  if (run.computed_by === userId) {
    throw conflict('The person who computed this pay run cannot approve it: another person with payments:approve must');
  }
}

/**
 * Four eyes: someone other than who computed the figures approves them. Its payments become
 * payable; one with nothing to pay (deductions took it all) is settled at once.
 */
export async function approveRun(tx: Queryable, run: LockedRun, userId: string, at = new Date()): Promise<void> {
  assertApprovableBy(run, userId);
  await tx.query(
    `UPDATE payments
        SET status = CASE WHEN amount_due = 0 THEN 'completed' ELSE 'pending' END,
            amount_paid = CASE WHEN amount_due = 0 THEN 0 END,
            paid_at = CASE WHEN amount_due = 0 THEN $2::timestamptz END
      WHERE pay_run_id = $1 AND status = 'draft'`,
    [run.id, at],
  );
  await tx.query(`UPDATE pay_runs SET status = 'approved', approved_by = $2, approved_at = $3 WHERE id = $1`, [
    run.id,
    userId,
    at,
  ]);
}
