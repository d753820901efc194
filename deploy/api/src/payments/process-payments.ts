import { createHash, randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { recordEvents, type AuditEvent } from '../resources/record';
import { IdempotencyHeaders, idempotent } from './idempotency';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import {
  covers,
  fromCents,
  lockMoney,
  lockPayments,
  organisationsOfPayments,
  outstandingCents,
  type LockedPayment,
} from './money-lock';
import { recordPayouts, resolvePaidAt, type PayoutToRecord } from './record-payouts';
import { DateTimeInput, errorResponses, Uuid } from '../schemas/common';
import { assertMpesaReady, handedToMpesaEvent, paysByMpesa } from './mpesa/mpesa-handover';
import { mpesaRecipients, queueMpesaPayouts } from './mpesa/queue-payouts';
import { NoticeFields, noticeChoice } from '../messaging/notice-fields';
import { queuePaymentNotices } from '../messaging/payment-notices';

/** The most payments one request pays: a bulk run sends its list in batches of this size. */
export const MAX_PAYMENTS_PER_RUN = 1000;

const ProcessPayments = Type.Object(
  {
    ids: Type.Array(Uuid(), {
      minItems: 1,
      maxItems: MAX_PAYMENTS_PER_RUN,
      description: `Payments to pay, in the order to pay them (at most ${MAX_PAYMENTS_PER_RUN}; a repeated id counts once).`,
    }),
    paid_at: Type.Optional(DateTimeInput({ description: 'When they were paid out; default now.' })),
    ...NoticeFields,
  },
  { title: 'ProcessPayments', additionalProperties: false },
);

const SKIP_REASONS = [
  'completed',
  'in_progress',
  'draft',
  'insufficient_balance',
  'not_found',
  'cannot_pay_by_mpesa',
] as const;
type SkipReason = (typeof SKIP_REASONS)[number];

const ProcessedPayments = Type.Object(
  {
    paid: Type.Array(
      Type.Object({
        id: Uuid(),
        transaction_reference: Type.String(),
        amount_paid: Type.Number({ description: 'KSh this request paid on it: what was outstanding.' }),
        paid_at: Type.String({ format: 'date-time' }),
      }),
    ),
    skipped: Type.Array(
      Type.Object({
        id: Uuid(),
        reason: Type.Union(
          SKIP_REASONS.map((reason) => Type.Literal(reason)),
          {
            description:
              'completed: paid before; in_progress: being paid out; draft: its pay run is not approved yet; ' +
              'insufficient_balance: the payout account did not cover it (nor anything after it of that organisation); ' +
              'not_found: no such payment of yours; cannot_pay_by_mpesa: a mobile-money payment M-Pesa cannot pay now ' +
              '(`detail` says why: no number, a number M-Pesa refused, paused payouts, below M-Pesa’s minimum).',
          },
        ),
        detail: Type.Optional(Type.String({ description: 'Why, as a clerk reads it (cannot_pay_by_mpesa).' })),
      }),
    ),
    sent_to_mpesa: Type.Array(
      Type.Object({
        id: Uuid(),
        amount_sent: Type.Number({ description: 'Whole KSh handed to M-Pesa; completed when its Result comes.' }),
        amount_owing: Type.Number({ description: 'The cents M-Pesa cannot send, left owing on the payment.' }),
      }),
      {
        description:
          'Mobile-money payments handed to M-Pesa (in_progress until Safaricom answers, then completed with the M-Pesa ' +
          'receipt, or back to pending with the reason).',
      },
    ),
    amount_paid: Type.Number({ description: 'KSh paid by this request (not counting what went to M-Pesa).' }),
    amount_sent_to_mpesa: Type.Number({ description: 'KSh handed to M-Pesa by this request.' }),
  },
  { title: 'ProcessedPayments' },
);

/** BULK-<yyyyMMdd>-<10 characters>: one per payment and run, never guessed twice. */
function bulkReference(day: string, paymentId: string, run: string): string {
  return `BULK-${day}-${createHash('md5')
    .update(paymentId + run)
    .digest('hex')
    .slice(0, 10)
    .toUpperCase()}`;
}

/** Why a locked payment is not paid by a bulk run; undefined when it is payable. */
function skipReason(payment: LockedPayment | undefined): SkipReason | undefined {
  if (!payment) return 'not_found';
  const unpayable: Record<string, SkipReason> = { draft: 'draft', completed: 'completed', in_progress: 'in_progress' };
  return unpayable[payment.status];
}

/** One 'process' event per payment paid, with the fields the run changed. */
function paidEvents(paid: PayoutToRecord[], paidAt: string, userId: string): AuditEvent[] {
  return paid.map(({ payment, cents, transactionReference }) => ({
    organizationId: payment.organization_id,
    userId,
    resource: 'payments',
    recordId: payment.id,
    action: 'process',
    changes: {
      status: { before: payment.status, after: 'completed' },
      amount_paid: {
        before: payment.amount_paid,
        after: fromCents(Math.round((payment.amount_paid ?? 0) * 100) + cents),
      },
      paid_at: { before: null, after: paidAt },
      transaction_reference: { before: payment.transaction_reference, after: transactionReference },
    },
  }));
}

/**
 * POST /payments/process: Process Payments (the bulk dialog, docs/rules.md#process-payments-in-bulk)
 * pays the outstanding remainder of many payments in one transaction: under each
 * organisation's money lock, in the order given, while the payout account covers them.
 */
export async function processPaymentsRoutes(app: ApiInstance): Promise<void> {
  const { db, mpesa, messaging, mpesaAccounts } = app.maziwa;
  app.post(
    '/payments/process',
    {
      config: { permission: 'payments:process' },
      schema: {
        tags: ['Payments'],
        summary: 'Pay pending, failed and partially paid payments in one go',
        description:
          'Pays what is outstanding on each pending, failed or partially_paid payment among `ids`, in the order given, ' +
          'one payout each with a reference BULK-<yyyyMMdd>-<10 characters>, while the payout account covers them (all of ' +
          'them when the organisation allows overdrafts). Draft, completed, in-progress and unknown ids are skipped, ' +
          'and once one payment does not fit the balance it and the rest of its organisation are skipped as ' +
          'insufficient_balance, so a run repeated pays nothing twice and the order given is the order of priority.',
        headers: IdempotencyHeaders,
        body: ProcessPayments,
        response: { 200: ProcessedPayments, ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { body } = request;
      const wanted = [...new Set(body.ids)];
      const afterCommit: Array<() => void> = [];
      const choice = noticeChoice(body);
      const answer = await idempotent(db, request, reply, caller.userId, async (tx) => {
        const orgs = await organisationsOfPayments(tx, wanted, caller.orgIds);
        const accounts = await lockMoney(tx, orgs);
        const locked = await lockPayments(tx, wanted, orgs);
        const { paidAt, day } = await resolvePaidAt(tx, body.paid_at);
        const run = randomUUID();

        const toPay: PayoutToRecord[] = [];
        const skipped: Array<{ id: string; reason: SkipReason; detail?: string }> = [];
        const toMpesa: Array<{ payment: LockedPayment; sentCents: number; owingCents: number }> = [];
        for (const org of orgs) {
          const ofOrg = [...locked.values()].filter((payment) => payment.organization_id === org);
          assertMpesaReady(await mpesaAccounts.statusOf(tx, org), ofOrg);
        }
        const recipients = await mpesaRecipients(tx, [...locked.keys()]);
        // An organisation whose balance fell short: what comes after waits too, in order.
        const shortOf = new Set<string>();
        for (const id of wanted) {
          const payment = locked.get(id);
          const reason = skipReason(payment);
          if (reason || !payment) {
            skipped.push({ id, reason: reason ?? 'not_found' });
            continue;
          }
          const cents = Math.max(0, outstandingCents(payment));
          const account = accounts.get(payment.organization_id)!;
          if (shortOf.has(account.organizationId) || !covers(account, cents)) {
            shortOf.add(account.organizationId);
            skipped.push({ id, reason: 'insufficient_balance' });
            continue;
          }
          if (paysByMpesa(payment)) {
            const handover = await queueMpesaPayouts(
              tx,
              payment,
              cents,
              recipients.get(id) ?? {},
              caller.userId,
              choice,
            );
            if (!handover.ok) {
              skipped.push({ id, reason: 'cannot_pay_by_mpesa', detail: handover.reason });
              continue;
            }
            account.balanceCents -= handover.sentCents;
            toMpesa.push({ payment, sentCents: handover.sentCents, owingCents: handover.owingCents });
            continue;
          }
          account.balanceCents -= cents;
          toPay.push({
            payment,
            cents,
            paymentMethod: payment.payment_method,
            transactionReference: bulkReference(day, id, run),
          });
        }

        const payoutIds = await recordPayouts(tx, toPay, paidAt, caller.userId);
        const paidPayouts = [...payoutIds.values()].map((payoutId) => ({ payoutId, mpesaPhone: null }));
        if (await queuePaymentNotices(tx, messaging, paidPayouts, choice)) afterCommit.push(() => messaging.wake());
        await recordEvents(tx, [
          ...paidEvents(toPay, paidAt, caller.userId),
          ...toMpesa.map(({ payment }) => handedToMpesaEvent(payment, caller.userId)),
        ]);
        if (toMpesa.length > 0) afterCommit.push(() => mpesa.worker?.wake());
        const paid = toPay.map((p) => ({
          id: p.payment.id,
          transaction_reference: p.transactionReference,
          amount_paid: fromCents(p.cents),
          paid_at: paidAt,
        }));
        const total = fromCents(toPay.reduce((sum, p) => sum + p.cents, 0));
        const sent = toMpesa.map((m) => ({
          id: m.payment.id,
          amount_sent: fromCents(m.sentCents),
          amount_owing: fromCents(m.owingCents),
        }));
        const totalSent = fromCents(toMpesa.reduce((sum, m) => sum + m.sentCents, 0));
        return {
          status: 200,
          body: { paid, skipped, sent_to_mpesa: sent, amount_paid: total, amount_sent_to_mpesa: totalSent },
        };
      });
      for (const run of afterCommit.splice(0)) run();
      return answer;
    },
  );
}
