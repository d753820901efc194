import { jsonResponse, type FakeHandler } from '@maziwa/api-client/testing';
import type { ProcessedPayments, ProcessPaymentsRequest } from '@maziwa/contracts';
import { idempotent } from './fake-idempotency';
import { outstandingOf } from './fake-ledger';
import type { FakePayment } from './fixtures';

/** The API's limit of ids in one POST /payments/process (MAX_PAYMENTS_PER_RUN there). */
const MAX_IDS = 1000;

const badIds = (problem: string) =>
  jsonResponse({ statusCode: 400, error: 'Bad Request', message: `ids ${problem}`, fields: { ids: problem } }, 400);

// Pending past due shows as delayed in the fake: still pending to the API.
const PAYABLE = ['pending', 'delayed', 'partially_paid', 'failed'];
const SKIPPED_AS: Record<string, ProcessedPayments['skipped'][number]['reason']> = {
  completed: 'completed',
  in_progress: 'in_progress',
  draft: 'draft',
};

export interface FakeBulkOptions {
  payments(): FakePayment[];
  /** The payout account's balance now, KSh, and whether it may go below zero. */
  balance(): number;
  allowOverdraft(): boolean;
  record(key: string, body: unknown): void;
  /** Idempotency-Keys sent, in order. */
  keys: string[];
}

/**
 * POST /payments/process as the API answers it (deploy/api/src/payments/process-payments.ts):
 * 400 for no ids or more than 1000; each id once, in the order sent; what is outstanding on
 * each pending, failed or partially paid payment paid with a BULK-<yyyyMMdd>-<10 characters>
 * reference while the balance covers it, the rest skipped as insufficient_balance; drafts,
 * completed and in-progress payments skipped with their reason. So a repeated run pays
 * nothing twice, and the same Idempotency-Key answers the first answer.
 */
export function fakeProcessPayments({ payments, balance, allowOverdraft, record, keys }: FakeBulkOptions): FakeHandler {
  let references = 0;
  return idempotent(async (_req, raw) => {
    const body = raw as ProcessPaymentsRequest;
    record('POST /payments/process', body);
    if (!Array.isArray(body.ids) || body.ids.length < 1) return badIds('must NOT have fewer than 1 items');
    if (body.ids.length > MAX_IDS) return badIds(`must NOT have more than ${MAX_IDS} items`);

    const paidAt = new Date(body.paid_at ?? Date.now()).toISOString();
    const byId = new Map(payments().map((payment) => [payment.id, payment]));
    const answer: ProcessedPayments = {
      paid: [],
      skipped: [],
      sent_to_mpesa: [],
      amount_paid: 0,
      amount_sent_to_mpesa: 0,
    };
    let cents = 0;
    let left = Math.round(balance() * 100);
    let short = false;
    for (const id of new Set(body.ids)) {
      const payment = byId.get(id);
      if (!payment) {
        answer.skipped.push({ id, reason: 'not_found' });
        continue;
      }
      if (!PAYABLE.includes(payment.payment_status)) {
        answer.skipped.push({ id, reason: SKIPPED_AS[payment.payment_status] ?? 'completed' });
        continue;
      }
      const owed = Math.round(outstandingOf(payment) * 100);
      // Once one does not fit, the rest of the run is skipped: the order given is the priority.
      if (short || (!allowOverdraft() && owed > left)) {
        short = true;
        answer.skipped.push({ id, reason: 'insufficient_balance' });
        continue;
      }
      left -= owed;
      references += 1;
      const reference = `BULK-${paidAt.slice(0, 10).replaceAll('-', '')}-${String(references).padStart(10, '0')}`;
      Object.assign(payment, {
        payment_status: 'completed',
        paid_at: paidAt,
        amount_paid: payment.amount_due,
        transaction_reference: reference,
      });
      answer.paid.push({ id, transaction_reference: reference, amount_paid: owed / 100, paid_at: paidAt });
      cents += owed;
    }
    return jsonResponse({ ...answer, amount_paid: cents / 100 });
  }, keys);
}
