import { Type } from '@sinclair/typebox';
import { recordOn, recordWrite } from '../resources/record';
import { changesBetween } from '../resources/changes';
import { formatKsh } from '../domain/pay';
import { conflict, fieldError } from '../http/errors';
import { idempotent, type Answer } from './idempotency';
import type { Queryable } from '../db/database';
import type { Caller } from '../resources/types';
import { assertMpesaReady } from './mpesa/mpesa-handover';
import { mpesaRecipients, queueMpesaPayouts } from './mpesa/queue-payouts';
import { lockPaymentFor, paymentActionSchema } from './payment-action';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { Payment, PAYMENT_METHODS, payments } from './payments';
import { Payout, payouts } from './payouts';
import { DateTimeInput, Nullable, StringEnum } from '../schemas/common';
import { fromCents, outstandingCents, spend, toCents, type LockedPayment, type MoneyAccount } from './money-lock';
import { assertReferencesFree, randomCode, recordPayouts, resolvePaidAt } from './record-payouts';
import { NoticeFields, noticeChoice } from '../messaging/notice-fields';
import { queuePaymentNotices, type NoticeChoice } from '../messaging/payment-notices';

const ProcessPayment = Type.Object(
  {
    amount_paid: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1e10,
      description:
        'KSh paid out now, to the cent: at most what is outstanding. Less leaves the payment partially_paid.',
    }),
    payment_method: StringEnum(PAYMENT_METHODS),
    transaction_reference: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          'The M-Pesa code or bank reference of a payment made by hand; required for bank transfers and cards. Cash ' +
          'without one gets CASH-<yyyyMMdd>-<8 characters>; mobile money without one is sent with M-Pesa. Used once.',
      }),
    ),
    paid_at: Type.Optional(DateTimeInput({ description: 'When it was paid out; default now.' })),
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
    ...NoticeFields,
  },
  { title: 'ProcessPayment', additionalProperties: false },
);

export const ProcessedPayment = Type.Object(
  {
    payment: Payment,
    payout: Nullable(Payout, { description: 'The payout recorded; null when the money was handed to M-Pesa.' }),
    sent_to_mpesa: Nullable(
      Type.Object({
        amount_sent: Type.Number({ description: 'Whole KSh handed to M-Pesa; completed when its Result comes.' }),
        amount_owing: Type.Number({ description: 'The cents M-Pesa cannot send, left owing on the payment.' }),
      }),
      { description: 'Mobile money without a reference: handed to M-Pesa, the payment in_progress until it answers.' },
    ),
  },
  { title: 'ProcessedPayment' },
);

/** Whole cents: what a money column keeps exactly (1e-6 allows for binary fractions). */
export const isWholeCents = (ksh: number): boolean => Math.abs(ksh * 100 - Math.round(ksh * 100)) < 1e-6;

/** Why a payment cannot be paid now, as the clerk should read it; undefined when it can. */
export function notPayable(payment: LockedPayment): string | undefined {
  switch (payment.status) {
    case 'draft':
      return 'This payment belongs to a pay run that is not approved yet; it can be paid once the pay run is approved';
    case 'completed':
      return 'This payment is completed; nothing is left to pay';
    case 'in_progress':
      return 'This payment is being paid out already; paying it again could pay twice';
    default:
      return outstandingCents(payment) <= 0 ? 'Nothing is left to pay on this payment' : undefined;
  }
}

/** POST /payments/{id}/process: Process (docs/rules.md#processing-a-payment), one payout. */
export async function processPaymentRoute(app: ApiInstance): Promise<void> {
  const { db, store, mpesa, messaging, mpesaAccounts } = app.maziwa;
  app.post(
    '/payments/:id/process',
    {
      config: { permission: 'payments:process' },
      schema: paymentActionSchema({
        operationId: 'processPayment',
        summary: 'Pay a payment, in full or in part',
        description:
          'Records a payout of `amount_paid` against a pending, failed or partially_paid payment: it becomes ' +
          'completed when nothing is left, else partially_paid with the rest still due. 409 for a draft, completed or ' +
          'in-progress payment, a reference already used, or a payout the account balance does not cover (unless the ' +
          'organisation allows overdrafts). Answers the payment and the payout.',
        body: ProcessPayment,
        response: { 200: ProcessedPayment },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const body = request.body;
      const typed = body.transaction_reference?.trim();
      // Mobile money with no M-Pesa code typed is sent with M-Pesa (payments/mpesa).
      const viaMpesa = !typed && body.payment_method === 'mobile_money';
      if (!typed && body.payment_method !== 'cash' && !viaMpesa)
        throw fieldError('transaction_reference', 'is required for a bank transfer or a card payout');
      if (!isWholeCents(body.amount_paid)) throw fieldError('amount_paid', 'must be in whole cents');
      const cents = toCents(body.amount_paid);

      let sentToMpesa = false;
      let noticesQueued = false;
      const choice = noticeChoice(body);
      const answer = await idempotent(db, request, reply, caller.userId, async (tx) => {
        const { payment, account } = await lockPaymentFor(tx, caller, id, notPayable);
        const outstanding = outstandingCents(payment);
        if (cents > outstanding)
          throw fieldError('amount_paid', `must not exceed what is outstanding (${formatKsh(fromCents(outstanding))})`);
        if (viaMpesa) {
          sentToMpesa = true;
          return sendWithMpesa(tx, caller, { ...payment, payment_method: 'mobile_money' }, cents, account, choice);
        }

        const { paidAt, day } = await resolvePaidAt(tx, body.paid_at);
        const reference = typed || `CASH-${day}-${randomCode(8)}`;
        await assertReferencesFree(tx, payment.organization_id, [reference]);
        spend(account, cents);

        const before = await store.findOne(tx, payments, id, caller);
        const payoutIds = await recordPayouts(
          tx,
          [
            {
              payment,
              cents,
              paymentMethod: body.payment_method,
              transactionReference: reference,
              notes: body.notes?.trim() || null,
            },
          ],
          paidAt,
          caller.userId,
        );
        const after = await store.findOne(tx, payments, id, caller);
        const payout = await store.findOne(tx, payouts, payoutIds.get(id)!, caller);
        noticesQueued = await queuePaymentNotices(
          tx,
          messaging,
          [{ payoutId: payoutIds.get(id)!, mpesaPhone: null }],
          choice,
        );
        await recordOn(tx, caller, 'payments', [after], 'process', changesBetween(before, after));
        await recordWrite(tx, caller, 'payouts', undefined, payout);
        return { status: 200, body: { payment: after, payout, sent_to_mpesa: null } };
      });
      if (sentToMpesa) mpesa.worker?.wake();
      if (noticesQueued) messaging.wake();
      return answer;
    },
  );

  /** Hands the payment to M-Pesa (payments/mpesa): in_progress until Safaricom answers. */
  async function sendWithMpesa(
    tx: Queryable,
    caller: Caller,
    payment: LockedPayment,
    cents: number,
    account: MoneyAccount,
    choice: NoticeChoice,
  ): Promise<Answer> {
    assertMpesaReady(await mpesaAccounts.statusOf(tx, payment.organization_id), [payment]);
    const recipient = (await mpesaRecipients(tx, [payment.id])).get(payment.id) ?? {};
    const before = await store.findOne(tx, payments, payment.id, caller);
    await tx.query(`UPDATE payments SET payment_method = 'mobile_money' WHERE id = $1`, [payment.id]);
    const handover = await queueMpesaPayouts(tx, payment, cents, recipient, caller.userId, choice);
    if (!handover.ok) throw conflict(handover.reason, { payment_method: 'M-Pesa cannot pay this payment now' });
    // What M-Pesa was handed leaves the balance now (the cents it cannot send stay owing);
    // a balance that does not cover it rolls the hand-over back.
    spend(account, handover.sentCents);
    const after = await store.findOne(tx, payments, payment.id, caller);
    await recordOn(tx, caller, 'payments', [after], 'process', changesBetween(before, after));
    return {
      status: 200,
      body: {
        payment: after,
        payout: null,
        sent_to_mpesa: { amount_sent: fromCents(handover.sentCents), amount_owing: fromCents(handover.owingCents) },
      },
    };
  }
}
