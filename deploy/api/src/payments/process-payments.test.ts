import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { createTestApp, type TestApp } from '../testing/test-app';

// Process Payments in bulk: what is outstanding on pending, failed and partially paid payments
// paid once, in the order given, while the payout account covers it.
let t: TestApp;
let farm: Farm;
let other: Farm;

const post = (f: Farm, url: string, payload: object) => t.as(f.account, { method: 'POST', url, payload });
const get = async (f: Farm, url: string) => expectStatus(await t.as(f.account, { method: 'GET', url }), 200);
/** A payment of `litres` at KSh 50 of an approved pay run. */
const payment = (f: Farm, litres: number, status: 'pending' | 'failed' | 'in_progress' | 'draft' = 'pending') =>
  insertPayablePayment(t.db, {
    organizationId: f.account.orgId,
    producerId: f.producers[0].id,
    litres,
    ratePerLitre: 50,
    status,
  });

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Bulk', 1);
  other = await createFarm(t, 'Across', 1);
  await topUp(t.db, farm.account.orgId, 100_000);
  await topUp(t.db, other.account.orgId, 100_000);
});
afterAll(() => t.close());

describe('POST /payments/process', () => {
  it('pays what is outstanding on pending, failed and partially paid payments, and skips the others saying why', async () => {
    const pending = await payment(farm, 100);
    const failed = await payment(farm, 40, 'failed');
    const partial = await payment(farm, 10);
    expectStatus(
      await post(farm, `/payments/${partial.id}/process`, {
        amount_paid: 200,
        payment_method: 'bank_transfer',
        transaction_reference: 'QBULKPART1',
      }),
      200,
    );
    const completed = await payment(farm, 10);
    expectStatus(
      await post(farm, `/payments/${completed.id}/process`, {
        amount_paid: 500,
        payment_method: 'bank_transfer',
        transaction_reference: 'QBULKDONE1',
      }),
      200,
    );
    const inProgress = await payment(farm, 20, 'in_progress');
    const draft = await payment(farm, 20, 'draft');
    const elsewhere = await payment(other, 30);
    const unknown = '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f';
    const before = await get(farm, '/payments/balance');

    const result = expectStatus(
      await post(farm, '/payments/process', {
        ids: [
          pending.id,
          failed.id,
          partial.id,
          completed.id,
          inProgress.id,
          draft.id,
          elsewhere.id,
          unknown,
          pending.id,
        ],
        paid_at: '2026-03-05T09:15',
      }),
      200,
    );
    const reference = expect.stringMatching(/^BULK-20260305-[0-9A-F]{10}$/);
    expect(result).toEqual({
      paid: [
        { id: pending.id, transaction_reference: reference, amount_paid: 5000, paid_at: '2026-03-05T06:15:00.000Z' },
        { id: failed.id, transaction_reference: reference, amount_paid: 2000, paid_at: '2026-03-05T06:15:00.000Z' },
        { id: partial.id, transaction_reference: reference, amount_paid: 300, paid_at: '2026-03-05T06:15:00.000Z' },
      ],
      skipped: [
        { id: completed.id, reason: 'completed' },
        { id: inProgress.id, reason: 'in_progress' },
        { id: draft.id, reason: 'draft' },
        { id: elsewhere.id, reason: 'not_found' },
        { id: unknown, reason: 'not_found' },
      ],
      sent_to_mpesa: [],
      amount_paid: 7300,
      amount_sent_to_mpesa: 0,
    });
    expect(new Set(result.paid.map((row: { transaction_reference: string }) => row.transaction_reference)).size).toBe(
      3,
    );

    expect(await get(farm, `/payments/${pending.id}`)).toMatchObject({
      status: 'completed',
      amount_paid: 5000,
      transaction_reference: result.paid[0].transaction_reference,
    });
    expect(await get(farm, `/payments/${partial.id}`)).toMatchObject({
      status: 'completed',
      amount_paid: 500,
      amount_outstanding: 0,
    });
    expect((await get(farm, `/payouts?filter=payment_id:${partial.id}`)).total).toBe(2);
    expect((await get(other, `/payments/${elsewhere.id}`)).status).toBe('pending');
    expect((await get(farm, '/payments/balance')).balance).toBe(before.balance - 7300);
  });

  it('pays nothing twice: a repeated run, or two at once, pays each payment once', async () => {
    const payments = [await payment(farm, 12), await payment(farm, 14), await payment(farm, 16)];
    const ids = payments.map((p) => p.id);
    const [first, second] = await Promise.all([
      post(farm, '/payments/process', { ids }),
      post(farm, '/payments/process', { ids: [...ids].reverse() }),
    ]);
    const runs = [expectStatus(first, 200), expectStatus(second, 200)];
    expect(runs.flatMap((run) => run.paid.map((row: { id: string }) => row.id)).sort()).toEqual([...ids].sort());
    expect(runs.reduce((sum, run) => sum + run.amount_paid, 0)).toBe(2100);

    const again = expectStatus(await post(farm, '/payments/process', { ids }), 200);
    expect(again).toEqual({
      paid: [],
      skipped: ids.map((id) => ({ id, reason: 'completed' })),
      sent_to_mpesa: [],
      amount_paid: 0,
      amount_sent_to_mpesa: 0,
    });
  });

  it('pays in the order given while the balance covers it; the rest waits as insufficient_balance', async () => {
    const dry = await createFarm(t, 'Shallow', 1);
    await topUp(t.db, dry.account.orgId, 1000);
    const [a, b, c] = [await payment(dry, 12), await payment(dry, 10), await payment(dry, 2)]; // 600, 500, 100
    const result = expectStatus(await post(dry, '/payments/process', { ids: [a.id, b.id, c.id] }), 200);
    expect(result.paid.map((row: { id: string }) => row.id)).toEqual([a.id]);
    // c (100) would fit the 400 left, but b came first: the order given is the order of priority.
    expect(result.skipped).toEqual([
      { id: b.id, reason: 'insufficient_balance' },
      { id: c.id, reason: 'insufficient_balance' },
    ]);
    expect((await get(dry, '/payments/balance')).balance).toBe(400);

    expectStatus(
      await t.as(dry.account, {
        method: 'PUT',
        url: `/organizations/${dry.account.orgId}`,
        payload: { allow_overdraft: true },
      }),
      200,
    );
    const overdrawn = expectStatus(await post(dry, '/payments/process', { ids: [b.id, c.id] }), 200);
    expect(overdrawn.amount_paid).toBe(600);
    expect((await get(dry, '/payments/balance')).balance).toBe(-200);
  });

  it('answers 400 naming the field for no ids, too many, a bad id or a bad time', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const [payload, field] of [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: many }, 'ids'],
      [{ ids: ['not-an-id'] }, 'ids.0'],
      [{ ids: [many[0]], paid_at: 'yesterday' }, 'paid_at'],
    ] as const) {
      const response = await post(farm, '/payments/process', payload);
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });
});
