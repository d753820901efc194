import { Type } from '@sinclair/typebox';
import { recordOn, recordWrite } from '../resources/record';
import type { Queryable } from '../db/database';
import { fieldError } from '../http/errors';
import { idempotent } from './idempotency';
import { lockPaymentFor, paymentActionSchema } from './payment-action';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { Payment, payments } from './payments';
import { Payout, payouts } from './payouts';
import type { LockedPayment } from './money-lock';

const ReversePayment = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      description: 'Why the payout is taken back (kept on the reversal).',
    }),
  },
  { title: 'ReversePayment', additionalProperties: false },
);

export const ReversedPayment = Type.Object(
  {
    reversal: Payout,
    payment: Payment,
  },
  {
    title: 'ReversedPayment',
    description: 'reversal: the payout of -amount_paid; payment: the new pending payment that pays the period again.',
  },
);

const MAX_REFERENCE = 100;

/** Why a payment cannot be reversed; undefined when it can. */
async function notReversible(tx: Queryable, payment: LockedPayment): Promise<string | undefined> {
  if (payment.status !== 'completed') return 'Only a completed payment can be reversed; this one is not paid in full';
  if (!payment.amount_paid || payment.amount_paid <= 0)
    return 'Nothing was paid on this payment, so there is nothing to reverse';
  const { rows } = await tx.query("SELECT 1 FROM payouts WHERE payment_id = $1 AND kind = 'reversal'", [payment.id]);
  return rows.length > 0 ? 'This payment is already reversed; its new payment is the one to pay' : undefined;
}

/** The new payment: the reversed one's farmer, period, run, figures and lines, pending again. */
async function insertReplacement(tx: Queryable, original: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payments (organization_id, producer_id, pay_run_id, replaces_id, period_start, period_end, litres, rate_per_litre,
                           gross_amount, adjustments, deductions, amount_due, due_date, payment_method, status)
     SELECT organization_id, producer_id, pay_run_id, id, period_start, period_end, litres, rate_per_litre,
            gross_amount, adjustments, deductions, amount_due, due_date, payment_method, 'pending'
       FROM payments WHERE id = $1
     RETURNING id`,
    [original],
  );
  const id = rows[0].id;
  await tx.query(
    `INSERT INTO payment_lines (payment_id, position, organization_id, kind, description, day, morning_litres, evening_litres,
                                litres, rate, rate_source, pay_rate_id, quality_adjustment_id, supply_id, advance_id, amount,
                                owed_before, remaining)
     SELECT $2, position, organization_id, kind, description, day, morning_litres, evening_litres,
            litres, rate, rate_source, pay_rate_id, quality_adjustment_id, supply_id, advance_id, amount, owed_before, remaining
       FROM payment_lines WHERE payment_id = $1`,
    [original, id],
  );
  return id;
}

/**
 * POST /payments/{id}/reverse: a paid payment is corrected, never edited
 * (docs/rules.md#payments): its money comes back into the account as a reversal entry, and a
 * new payment owes the farmer the same figures again.
 */
export async function reversePaymentRoute(app: ApiInstance): Promise<void> {
  const { db, store } = app.maziwa;
  app.post(
    '/payments/:id/reverse',
    {
      config: { permission: 'payments:process' },
      schema: paymentActionSchema({
        operationId: 'reversePayment',
        summary: 'Reverse a completed payment',
        description:
          'For a completed payment with something paid, once: records a reversal payout of -amount_paid (reference ' +
          'REV-<its reference>, with the reason; the money counts back into the balance) and a new pending payment ' +
          '(replaces_id = this one) with the same farmer, period, pay run, figures, due date, method and payslip lines. ' +
          'The reversed payment itself stays as it was. 409 when it is not completed, paid nothing, or is already reversed.',
        body: ReversePayment,
        response: { 201: ReversedPayment },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const reason = request.body.reason.trim();
      if (!reason) throw fieldError('reason', 'must not be empty');

      return idempotent(db, request, reply, caller.userId, async (tx) => {
        const { payment } = await lockPaymentFor(tx, caller, id, (locked) => notReversible(tx, locked));

        const reference = `REV-${payment.transaction_reference}`.slice(0, MAX_REFERENCE);
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO payouts (organization_id, payment_id, kind, amount, payment_method, transaction_reference, paid_at, reason, recorded_by)
           VALUES ($1, $2, 'reversal', $3, $4, $5, now(), $6, $7) RETURNING id`,
          [
            payment.organization_id,
            id,
            -payment.amount_paid!,
            payment.payment_method,
            reference,
            reason,
            caller.userId,
          ],
        );
        const replacementId = await insertReplacement(tx, id);

        const reversal = await store.findOne(tx, payouts, rows[0].id, caller);
        const replacement = await store.findOne(tx, payments, replacementId, caller);
        const original = await store.findOne(tx, payments, id, caller);
        await recordOn(tx, caller, 'payments', [original], 'reverse', {
          reversed: { before: null, after: { amount: reversal.amount, reason, replaced_by: replacementId } },
        });
        await recordWrite(tx, caller, 'payouts', undefined, reversal);
        await recordWrite(tx, caller, 'payments', undefined, replacement);
        return { status: 201, body: { reversal, payment: replacement } };
      });
    },
  );
}
