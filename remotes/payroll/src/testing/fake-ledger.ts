import { jsonResponse, type FakeHandler } from '@maziwa/api-client/testing';
import type { BodyOf, ResponseOf } from '@maziwa/contracts';
import { idempotent } from './fake-idempotency';
import { TEST_ORG_ID, type FakePayment } from './fixtures';

type Payout = ResponseOf<'/payments/{id}/process', 'post'>['payout'];
type ApiPayment = ResponseOf<'/payments/{id}/process', 'post'>['payment'];

/** Money taken back from a completed payment: an entry of Completed Payments with a negative amount. */
export interface FakeReversal {
  id: string;
  payment_id: string;
  amount: number;
  paid_at: string;
  payment_method: FakePayment['payment_method'];
  transaction_reference: string;
  reason: string;
}

const cents = (value: number) => Math.round(value * 100);
const ksh = (value: number) =>
  `Ksh ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const problem = (status: number, message: string, fields?: Record<string, string>) =>
  jsonResponse(
    { statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message, ...(fields && { fields }) },
    status,
  );
const fieldError = (field: string, text: string) => problem(400, `${field} ${text}`, { [field]: text });

/** What is still to pay of a payment, KSh. */
export const outstandingOf = (p: FakePayment) => (cents(p.amount_due) - cents(p.amount_paid ?? 0)) / 100;

/** The API's reason a payment cannot be paid now (a delayed one is pending to the API). */
export function notPayable(p: FakePayment): string | null {
  if (p.payment_status === 'draft') return 'This payment belongs to a draft pay run: approve the pay run first';
  if (p.payment_status === 'completed') return 'This payment is already completed';
  if (p.payment_status === 'in_progress') return 'This payment is being paid out';
  return null;
}

function asApiPayment(p: FakePayment): ApiPayment {
  return {
    id: p.id,
    organization_id: TEST_ORG_ID,
    producer_id: `producer-${p.member_number}`,
    farmer_name: p.farmer_name,
    member_number: p.member_number,
    pay_run_id: null,
    replaces_id: p.replaces_id ?? null,
    period_start: '2026-01-01',
    period_end: '2026-01-31',
    litres: 0,
    rate_per_litre: 0,
    gross_amount: p.amount_due,
    adjustments: 0,
    deductions: 0,
    amount_due: p.amount_due,
    amount_outstanding: outstandingOf(p),
    due_date: p.due_date,
    payment_method: p.payment_method,
    status: p.payment_status === 'delayed' ? 'pending' : p.payment_status,
    paid_at: p.paid_at,
    amount_paid: p.amount_paid,
    transaction_reference: p.transaction_reference,
    payout_failure: null,
  };
}

export interface FakeLedgerOptions {
  payments: FakePayment[];
  reversals: FakeReversal[];
  /** The payout account's balance now, KSh, and whether it may go below zero. */
  balance(): number;
  allowOverdraft(): boolean;
  record(key: string, body: unknown): void;
  /** Idempotency-Keys sent to the payout calls, in order. */
  keys: string[];
  /** Adds routes (a replacement payment's). */
  on(routes: Record<string, FakeHandler>): void;
}

/**
 * POST /payments/{id}/process and /reverse as the API answers them
 * (deploy/api/src/payments): a payout of the whole outstanding amount completes the payment,
 * less leaves it partially_paid; a draft, completed or in-progress payment, a reference used
 * already and a payout the balance does not cover are 409; more than outstanding is a 400 on
 * amount_paid. A reversal takes a completed payment's money back (a negative entry) and owes
 * it again in a new pending payment. Both honour the Idempotency-Key.
 */
export function fakeLedger(options: FakeLedgerOptions) {
  const { payments, reversals, record, keys } = options;
  let cashRefs = 0;

  const process = (payment: FakePayment): FakeHandler =>
    idempotent(async (_req, raw) => {
      const body = raw as BodyOf<'/payments/{id}/process', 'post'>;
      record(`POST /payments/${payment.id}/process`, body);
      const refusal = notPayable(payment);
      if (refusal) return problem(409, refusal);
      if (!(body.amount_paid > 0)) return fieldError('amount_paid', 'must be > 0');
      if (cents(body.amount_paid) > cents(outstandingOf(payment))) {
        return fieldError('amount_paid', `must not exceed what is outstanding (${ksh(outstandingOf(payment))})`);
      }
      if (body.payment_method === 'mobile_money' && !body.transaction_reference?.trim()) {
        // Sent with M-Pesa, as the API does: in progress until Safaricom answers; whole shillings go.
        Object.assign(payment, { payment_status: 'in_progress', payment_method: 'mobile_money' });
        const sent = Math.floor(body.amount_paid);
        return jsonResponse({
          payment: asApiPayment(payment),
          payout: null,
          sent_to_mpesa: { amount_sent: sent, amount_owing: (cents(body.amount_paid) - sent * 100) / 100 },
        });
      }
      if (!body.transaction_reference?.trim() && body.payment_method !== 'cash') {
        return fieldError('transaction_reference', 'is required for a bank transfer or a card payout');
      }
      const reference =
        body.transaction_reference?.trim() || `CASH-20260101-${String((cashRefs += 1)).padStart(8, '0')}`;
      if (payments.some((p) => p.transaction_reference === reference)) {
        return problem(409, `The transaction reference ${reference} is already used by another payout`, {
          transaction_reference: 'is already used',
        });
      }
      if (!options.allowOverdraft() && cents(options.balance()) < cents(body.amount_paid)) {
        return problem(
          409,
          `The payout account has ${ksh(options.balance())}; this payout needs ${ksh(body.amount_paid)}. Top up first.`,
        );
      }
      const paid = (cents(payment.amount_paid ?? 0) + cents(body.amount_paid)) / 100;
      const paidAt = body.paid_at ?? new Date().toISOString();
      Object.assign(payment, {
        amount_paid: paid,
        payment_status: cents(paid) === cents(payment.amount_due) ? 'completed' : 'partially_paid',
        paid_at: paidAt,
        payment_method: body.payment_method,
        transaction_reference: reference,
      });
      const payout: Payout = {
        id: `payout-${payment.id}-${keys.length}`,
        organization_id: TEST_ORG_ID,
        payment_id: payment.id,
        kind: 'payout',
        amount: body.amount_paid,
        payment_method: body.payment_method,
        transaction_reference: reference,
        paid_at: paidAt,
        reason: null,
        notes: body.notes ?? null,
        recorded_by: 'user-admin',
        created_at: paidAt,
      };
      return jsonResponse({ payment: asApiPayment(payment), payout, sent_to_mpesa: null });
    }, keys);

  const reverse = (payment: FakePayment): FakeHandler =>
    idempotent(async (_req, raw) => {
      const body = raw as BodyOf<'/payments/{id}/reverse', 'post'>;
      record(`POST /payments/${payment.id}/reverse`, body);
      const reason = body.reason?.trim() ?? '';
      if (!reason) return fieldError('reason', 'must not be empty');
      if (payment.payment_status !== 'completed') return problem(409, 'Only a completed payment can be reversed');
      if (reversals.some((r) => r.payment_id === payment.id)) return problem(409, 'This payment is already reversed');
      const now = new Date().toISOString();
      const reversal: FakeReversal = {
        id: `reversal-${payment.id}`,
        payment_id: payment.id,
        amount: -(payment.amount_paid ?? 0),
        paid_at: now,
        payment_method: payment.payment_method,
        transaction_reference: `REV-${payment.transaction_reference}`,
        reason,
      };
      reversals.push(reversal);
      const replacement: FakePayment = {
        ...payment,
        id: `${payment.id}-again`,
        replaces_id: payment.id,
        payment_status: 'pending',
        paid_at: null,
        amount_paid: null,
        transaction_reference: null,
      };
      payments.push(replacement);
      options.on(routesOf(replacement));
      const payout: Payout = {
        id: reversal.id,
        organization_id: TEST_ORG_ID,
        payment_id: payment.id,
        kind: 'reversal',
        amount: reversal.amount,
        payment_method: reversal.payment_method,
        transaction_reference: reversal.transaction_reference,
        paid_at: now,
        reason,
        notes: null,
        recorded_by: 'user-admin',
        created_at: now,
      };
      return jsonResponse({ reversal: payout, payment: asApiPayment(replacement) }, 201);
    }, keys);

  const routesOf = (payment: FakePayment): Record<string, FakeHandler> => ({
    [`POST /payments/${payment.id}/process`]: process(payment),
    [`POST /payments/${payment.id}/reverse`]: reverse(payment),
  });

  return { handlers: Object.assign({}, ...payments.map(routesOf)) as Record<string, FakeHandler> };
}
