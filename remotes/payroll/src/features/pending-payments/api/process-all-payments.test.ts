import { ApiError } from '@maziwa/api-client';
import type { PendingPaymentRow, ProcessPaymentsRequest } from '@maziwa/contracts';
import { buildPayment, installFakePayrollApi, type FakePayment, type FakePayrollApi } from '../../../testing';
import { MAX_PAYMENTS_PER_REQUEST, processAllPayments, processPayments } from './process-all-payments';

// The client of POST /payments/process against the fake API, which answers by the API's
// rules (deploy/api/src/routes/process-payments.ts). What the person sees is tested in
// pages/pending-payments-bulk.test.tsx.
let api: FakePayrollApi;
afterEach(() => api.restore());

const asRow = (payment: FakePayment): PendingPaymentRow => {
  // The pending report never lists a completed payment.
  if (payment.payment_status === 'completed') throw new Error(`${payment.id} is completed, not pending`);
  return {
    id: payment.id,
    farmer_name: payment.farmer_name,
    member_number: payment.member_number,
    fatContent: payment.amount_due,
    due_date: payment.due_date,
    payment_method: payment.payment_method,
    payment_status: payment.payment_status,
  };
};
const sentIds = () => api.bodies<ProcessPaymentsRequest>('POST /payments/process').map((body) => body.ids);

describe('processAllPayments', () => {
  it('sends a row listed twice once, and counts it once', async () => {
    const payment = buildPayment({ id: 'pay-a', amount_due: 250 });
    api = installFakePayrollApi({ payments: [payment] });
    const progress: string[] = [];
    const outcome = await processAllPayments([asRow(payment), asRow(payment)], { onProgress: (done, total) => progress.push(`${done}/${total}`) });
    expect(sentIds()).toEqual([['pay-a']]);
    expect(outcome).toEqual({ paid: [asRow(payment)], amountPaid: 250, skipped: [], failed: [] });
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

  it('counts a row the API leaves out of its answer as failed, so every row is accounted for', async () => {
    const payment = buildPayment({ id: 'pay-a' });
    api = installFakePayrollApi({ payments: [payment] });
    api.on({ 'POST /payments/process': () => ({ paid: [], skipped: [], amount_paid: 0 }) });
    const outcome = await processAllPayments([asRow(payment)]);
    expect(outcome.failed).toEqual([{ row: asRow(payment), reason: 'The server did not say whether it was paid' }]);
  });
});

describe('the fake POST /payments/process', () => {
  it(`refuses no ids, or more than ${MAX_PAYMENTS_PER_REQUEST}, with a 400 naming ids, and pays nothing`, async () => {
    api = installFakePayrollApi({ payments: [buildPayment({ id: 'pay-0' })] });
    const tooMany = Array.from({ length: MAX_PAYMENTS_PER_REQUEST + 1 }, (_, i) => `pay-${i}`);
    for (const ids of [[], tooMany]) {
      const refusal = await processPayments({ ids }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 400, fields: { ids: expect.any(String) } });
    }
    expect(api.payments()[0].payment_status).toBe('pending');
    await expect(processPayments({ ids: tooMany.slice(0, MAX_PAYMENTS_PER_REQUEST) })).resolves.toMatchObject({ paid: [{ id: 'pay-0' }] });
  });
});
