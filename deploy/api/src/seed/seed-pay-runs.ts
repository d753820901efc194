import type { Queryable } from '../db/database';
import { approveRun, createDraftRun, lockRun } from '../payments/pay-runs/compute-pay-run';
import { lockPayments, outstandingCents } from '../payments/money-lock';
import { recordPayouts } from '../payments/record-payouts';
import { addDays, at, kenyanDay, MINUTE_MS, monthBounds } from './demo-time';
import type { Prng } from './prng';
import type { DemoWorld, OrganisationSize } from './seed-organisation';

export interface PayRunCounts {
  payRuns: number;
  payments: number;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The demo's payments, made the way the office makes them: a pay run per month of the history,
 * computed by the finance officer from the milk, rates and debts, approved by the admin. The
 * two older months are paid out on pay day (a few payouts stuck: pending past due, or failed);
 * the last month is approved and waiting to be paid; the current month is a draft.
 */
export async function seedPayRuns(
  tx: Queryable,
  world: DemoWorld,
  rng: Prng,
  size: OrganisationSize,
): Promise<PayRunCounts> {
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const { orgId } = world;
  const references = new Set<string>();
  const reference = (method: string, paidDay: string): string => {
    let ref: string;
    do {
      const tail = Array.from({ length: 9 }, () => rng.pick([...ALPHANUMERIC])).join('');
      ref =
        method === 'mobile_money'
          ? `U${tail}`
          : method === 'bank_transfer'
            ? `FT${paidDay.slice(2).replace(/-/g, '')}${tail.slice(0, 5)}`
            : `RCPT-${rng.digits(6)}`;
    } while (references.has(ref));
    references.add(ref);
    return ref;
  };

  let payRuns = 0;
  for (const offset of [-3, -2, -1, 0]) {
    const month = monthBounds(today, offset);
    const runId = await createDraftRun(
      tx,
      { organizationId: orgId, start: month.start, end: month.end },
      world.financeId,
    );
    payRuns += 1;
    // Computed the evening the month closed (the current month: this morning).
    const computedAt = new Date(
      offset === 0 ? Math.min(now, at(today, '07:30')) : Date.parse(`${month.end}T20:00:00+03:00`),
    );
    await tx.query('UPDATE pay_runs SET computed_at = $2, created_at = $2 WHERE id = $1', [runId, computedAt]);
    await tx.query('UPDATE payments SET created_at = $2 WHERE pay_run_id = $1', [runId, computedAt]);
    if (offset === 0) continue;

    const approvedAt = new Date(at(addDays(month.end, 2), '09:00'));
    await approveRun(tx, await lockRun(tx, runId, [orgId]), world.adminId, approvedAt);
    const { rows } = await tx.query<{ id: string; payment_method: string; due_date: string }>(
      `SELECT id, payment_method, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM payments
        WHERE pay_run_id = $1 AND status = 'pending' ORDER BY producer_id`,
      [runId],
    );
    const paid: Array<{ id: string; method: string; paidAt: string; reference: string }> = [];
    const failed: string[] = [];
    const inProgress: string[] = [];
    for (const payment of rows) {
      const roll = rng.next();
      if (offset === -1) {
        if (roll < 0.05) inProgress.push(payment.id);
        continue;
      }
      // A few payouts of older months are stuck: the farmer's line or account changed.
      if (roll < 0.01) failed.push(payment.id);
      if (roll < 0.03) continue;
      const paidDay = addDays(payment.due_date, rng.int(-1, 1));
      const paidAt = new Date(Math.min(now, at(paidDay, '10:00') + rng.int(0, 300) * MINUTE_MS));
      const ref = reference(payment.payment_method, kenyanDay(paidAt.getTime()));
      paid.push({ id: payment.id, method: payment.payment_method, paidAt: paidAt.toISOString(), reference: ref });
    }
    // Paid out by the admin through the ledger's own code: a payout row each.
    const locked = await lockPayments(
      tx,
      paid.map((p) => p.id),
      [orgId],
    );
    const payouts = paid.map((p) => {
      const payment = locked.get(p.id)!;
      return {
        payment,
        cents: outstandingCents(payment),
        paymentMethod: p.method,
        transactionReference: p.reference,
        paidAt: p.paidAt,
      };
    });
    await recordPayouts(tx, payouts, new Date(now).toISOString(), world.adminId);
    await tx.query(`UPDATE payments SET status = 'failed' WHERE id = ANY($1::uuid[])`, [failed]);
    await tx.query(`UPDATE payments SET status = 'in_progress' WHERE id = ANY($1::uuid[])`, [inProgress]);
  }
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payments WHERE organization_id = $1',
    [orgId],
  );
  return { payRuns, payments: rows[0].count };
}
