import { jsonResponse, type FakeHandler } from '@maziwa/api-client/testing';
import type { ProcessedPayments, ProcessPaymentsRequest } from '@maziwa/contracts';
import type { FakePayment } from './fixtures';

/** The API's limit of ids in one POST /payments/process (MAX_PAYMENTS_PER_RUN there). */
const MAX_IDS = 1000;

const badIds = (problem: string) => jsonResponse({ statusCode: 400, error: 'Bad Request', message: `ids ${problem}`, fields: { ids: problem } }, 400);

// Pending past due shows as delayed in the fake: still pending to the API.
const PAYABLE = ['pending', 'delayed', 'failed'];

/**
 * POST /payments/process as the API answers it (deploy/api/src/routes/process-payments.ts):
 * 400 for no ids or more than 1000; each id once, in the order sent; the pending and failed
 * payments completed with their amount due and a BULK-<yyyyMMdd>-<10 characters> reference;
 * the others skipped with the reason. So a repeated run pays nothing twice.
 */
export function fakeProcessPayments(payments: () => FakePayment[], record: (key: string, body: unknown) => void): FakeHandler {
  let references = 0;
  return async (req) => {
    const body = (await req.json()) as ProcessPaymentsRequest;
    record('POST /payments/process', body);
    if (!Array.isArray(body.ids) || body.ids.length < 1) return badIds('must NOT have fewer than 1 items');
    if (body.ids.length > MAX_IDS) return badIds(`must NOT have more than ${MAX_IDS} items`);

    const paidAt = new Date(body.paid_at ?? Date.now()).toISOString();
    const byId = new Map(payments().map((payment) => [payment.id, payment]));
    const answer: ProcessedPayments = { paid: [], skipped: [], amount_paid: 0 };
    let cents = 0;
    for (const id of new Set(body.ids)) {
      const payment = byId.get(id);
      if (!payment) {
        answer.skipped.push({ id, reason: 'not_found' });
        continue;
      }
      if (!PAYABLE.includes(payment.payment_status)) {
        answer.skipped.push({ id, reason: payment.payment_status === 'in_progress' ? 'in_progress' : 'completed' });
        continue;
      }
      references += 1;
      const reference = `BULK-${paidAt.slice(0, 10).replaceAll('-', '')}-${String(references).padStart(10, '0')}`;
      Object.assign(payment, { payment_status: 'completed', paid_at: paidAt, amount_paid: payment.amount_due, transaction_reference: reference });
      answer.paid.push({ id, transaction_reference: reference, amount_paid: payment.amount_due, paid_at: paidAt });
      cents += Math.round(payment.amount_due * 100);
    }
    return { ...answer, amount_paid: cents / 100 };
  };
}
