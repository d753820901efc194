import { ApiError } from '@maziwa/api-client';
import type { PendingPaymentRow, ProcessPaymentsRequest } from '@maziwa/contracts';
import { buildPayment, installFakePayrollApi, type FakePayment, type FakePayrollApi } from '../../../testing';
import { MAX_PAYMENTS_PER_REQUEST, processAllPayments, processPayments } from './process-all-payments';

// The client of POST /payments/process against the fake API, which answers by the API's
// rules (deploy/api/src/payments/process-payments.ts). What the person sees is tested in
// pages/pending-payments-bulk.test.tsx.
let api: FakePayrollApi;
afterEach(() => api.restore());

const asRow = (payment: FakePayment): PendingPaymentRow => {
  // The pending report never lists a completed payment, nor a draft.
  if (payment.payment_status === 'completed' || payment.payment_status === 'draft')
    throw new Error(`${payment.id} is not pending`);
  return {
    id: payment.id,
    farmer_name: payment.farmer_name,
    member_number: payment.member_number,
    fatContent: payment.amount_due,
    amount_paid: payment.amount_paid ?? 0,
    amount_outstanding: payment.amount_due - (payment.amount_paid ?? 0),
    due_date: payment.due_date,
    payment_method: payment.payment_method,
    payment_status: payment.payment_status,
    payout_failure: null,
  };
};
const sentIds = () => api.bodies<ProcessPaymentsRequest>('POST /payments/process').map((body) => body.ids);

describe('processAllPayments', () => {
  it('sends a row listed twice once, and counts it once', async () => {
    const payment = buildPayment({ id: 'pay-a', amount_due: 250 });
    api = installFakePayrollApi({ payments: [payment] });
    const progress: string[] = [];
    const outcome = await processAllPayments([asRow(payment), asRow(payment)], {
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(sentIds()).toEqual([['pay-a']]);
    expect(outcome).toEqual({
      paid: [asRow(payment)],
      amountPaid: 250,
      sentToMpesa: [],
      amountSentToMpesa: 0,
      skipped: [],
      failed: [],
    });
    expect(progress).toEqual(['1/1']);
  });

  it('pays failed payments again, and gives the amounts the API paid, not the ones listed', async () => {
    const failed = buildPayment({ id: 'pay-f', amount_due: 120.25, payment_status: 'failed' });
    api = installFakePayrollApi({ payments: [failed] });
    // Listed at 100; the amount due was corrected to 120.25 since.
    const outcome = await processAllPayments([{ ...asRow(failed), fatContent: 100 }]);
    expect(outcome.paid.map((row) => row.id)).toEqual(['pay-f']);
    expect(outcome.amountPaid).toBe(120.25);
  });

  it('sends each batch with an Idempotency-Key of its own', async () => {
    const many = Array.from({ length: MAX_PAYMENTS_PER_REQUEST + 1 }, (_, i) =>
      buildPayment({ id: `pay-${i}`, amount_due: 1 }),
    );
    api = installFakePayrollApi({ payments: many });
    await processAllPayments(many.map(asRow));
    expect(api.idempotencyKeys()).toHaveLength(2);
    expect(new Set(api.idempotencyKeys()).size).toBe(2);
  });

  it('pays what is outstanding of a partly paid payment, and says which the balance did not cover', async () => {
    const partly = buildPayment({ id: 'pay-p', amount_due: 5000, amount_paid: 2000, payment_status: 'partially_paid' });
    const big = buildPayment({ id: 'pay-big', amount_due: 10000 });
    const draft = buildPayment({ id: 'pay-d', payment_status: 'draft' });
    api = installFakePayrollApi({ payments: [partly, big, draft], toppedUp: [2000 + 4000] });
    const outcome = await processAllPayments([asRow(partly), asRow(big), { ...asRow(partly), id: 'pay-d' }]);
    expect(outcome.amountPaid).toBe(3000);
    expect(outcome.skipped.map(({ row, reason }) => `${row.id} ${reason}`)).toEqual([
      'pay-big insufficient_balance',
      'pay-d draft',
    ]);
  });

  it('counts a row the API leaves out of its answer as failed, so every row is accounted for', async () => {
    const payment = buildPayment({ id: 'pay-a' });
    api = installFakePayrollApi({ payments: [payment] });
    api.on({
      'POST /payments/process': () => ({
        paid: [],
        skipped: [],
        sent_to_mpesa: [],
        amount_paid: 0,
        amount_sent_to_mpesa: 0,
      }),
    });
    const outcome = await processAllPayments([asRow(payment)]);
    expect(outcome.failed).toEqual([{ row: asRow(payment), reason: 'The server did not say whether it was paid' }]);
  });
});

describe('the fake POST /payments/process', () => {
  it(`refuses no ids, or more than ${MAX_PAYMENTS_PER_REQUEST}, with a 400 naming ids, and pays nothing`, async () => {
    api = installFakePayrollApi({ payments: [buildPayment({ id: 'pay-0' })] });
    const tooMany = Array.from({ length: MAX_PAYMENTS_PER_REQUEST + 1 }, (_, i) => `pay-${i}`);
    for (const ids of [[], tooMany]) {
      const refusal = await processPayments({ ids }, `key-${ids.length}`).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 400, fields: { ids: expect.any(String) } });
    }
    expect(api.payments()[0].payment_status).toBe('pending');
    await expect(
      processPayments({ ids: tooMany.slice(0, MAX_PAYMENTS_PER_REQUEST) }, 'key-full'),
    ).resolves.toMatchObject({ paid: [{ id: 'pay-0' }] });
  });
});
