import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment } from '../testing/payable-payment';
import { createTestApp, type TestApp } from '../testing/test-app';

// The payout account: top-ups recorded once, the balance computed from them and the payouts,
// what is due and overdue from what is outstanding, per organisation.
let t: TestApp;
let farm: Farm;
let other: Farm;

const as = (f: Farm) => ({
  post: (url: string, payload: object) => t.as(f.account, { method: 'POST', url, payload }),
  put: (url: string, payload: object) => t.as(f.account, { method: 'PUT', url, payload }),
  get: (url: string) => t.as(f.account, { method: 'GET', url }),
});
const balanceOf = async (f: Farm) => expectStatus(await as(f).get('/payments/balance'), 200);

/** A pending payment of `litres` at KSh 50 of an approved run, for one month of `year`, due 10 days after it. */
async function owe(f: Farm, producer: number, month: string, litres: number, year = 2026) {
  const end = new Date(Date.UTC(year, Number(month), 0)).toISOString().slice(0, 10);
  return insertPayablePayment(t.db, {
    organizationId: f.account.orgId,
    producerId: f.producers[producer].id,
    periodStart: `${year}-${month}-01`,
    periodEnd: end,
    litres,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Float', 2);
  other = await createFarm(t, 'Neighbour', 1);
});
afterAll(() => t.close());

describe('/account-top-ups and GET /payments/balance', () => {
  it('starts at zero, then adds top-ups and what is due and overdue', async () => {
    expect(await balanceOf(farm)).toEqual({
      organization_id: farm.account.orgId,
      balance: 0,
      topped_up: 0,
      paid_out: 0,
      in_flight: 0,
      total_due: 0,
      due_count: 0,
      total_overdue: 0,
      overdue_count: 0,
      allow_overdraft: false,
    });
    const topUp = expectStatus(
      await as(farm).post('/account-top-ups', { amount: 150000.5, reference: ' FT26030112345 ' }),
      201,
    );
    expect(topUp).toEqual({
      id: expect.any(String),
      organization_id: farm.account.orgId,
      amount: 150000.5,
      reference: 'FT26030112345',
      topped_up_by: expect.any(String),
      created_at: expect.any(String),
    });
    // January was due on 10 February 2026: overdue. A period due in 2099 is only due.
    await owe(farm, 0, '01', 100);
    await owe(farm, 1, '01', 30, 2099);
    // A draft is not owed yet: neither due nor overdue.
    await insertPayablePayment(t.db, {
      organizationId: farm.account.orgId,
      producerId: farm.producers[0].id,
      litres: 70,
      status: 'draft',
    });
    expect(await balanceOf(farm)).toMatchObject({
      balance: 150000.5,
      topped_up: 150000.5,
      total_due: 6500,
      due_count: 2,
      total_overdue: 5000,
      overdue_count: 1,
    });
  });

  it('takes payouts off the balance and out of what is due; a partial payout leaves the rest due', async () => {
    const february = await owe(farm, 1, '02', 40);
    const paid = { payment_method: 'mobile_money', paid_at: '2026-03-09T10:00' };
    expectStatus(
      await as(farm).post(`/payments/${february.id}/process`, {
        ...paid,
        amount_paid: 1999.25,
        transaction_reference: 'UFLOAT0001',
      }),
      200,
    );
    expect(await balanceOf(farm)).toMatchObject({
      balance: 148001.25,
      paid_out: 1999.25,
      total_due: 6500.75,
      due_count: 3,
      // February was due on 10 March 2026: its 0.75 left is overdue too.
      total_overdue: 5000.75,
      overdue_count: 2,
    });
    expectStatus(
      await as(farm).post(`/payments/${february.id}/process`, {
        ...paid,
        amount_paid: 0.75,
        transaction_reference: 'UFLOAT0002',
      }),
      200,
    );
    expect(await balanceOf(farm)).toMatchObject({ balance: 148000.5, paid_out: 2000, total_due: 6500, due_count: 2 });
    // A reversal counts back into the balance; its new payment is due again.
    expectStatus(await as(farm).post(`/payments/${february.id}/reverse`, { reason: 'Sent to the wrong number' }), 201);
    expect(await balanceOf(farm)).toMatchObject({ balance: 150000.5, paid_out: 0, total_due: 8500, due_count: 3 });
  });

  it('lists top-ups newest first and never changes or deletes one', async () => {
    expectStatus(await as(farm).post('/account-top-ups', { amount: 20000 }), 201);
    const page = expectStatus(await as(farm).get('/account-top-ups'), 200);
    expect(page.data.map((row: { amount: number; reference: string | null }) => [row.amount, row.reference])).toEqual([
      [20000, null],
      [150000.5, 'FT26030112345'],
    ]);
    expect((await as(farm).put(`/account-top-ups/${page.data[0].id}`, { amount: 1 })).statusCode).toBe(404);
    expect(
      (await t.as(farm.account, { method: 'DELETE', url: `/account-top-ups/${page.data[0].id}` })).statusCode,
    ).toBe(404);
    expect((await balanceOf(farm)).balance).toBe(170000.5);
  });

  it('answers 400 naming the field for a bad amount or reference', async () => {
    for (const [payload, field] of [
      [{}, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 2_000_000_000 }, 'amount'],
      [{ amount: 'lots' }, 'amount'],
      [{ amount: 0.001 }, 'amount'],
      [{ amount: 10, reference: 'x'.repeat(101) }, 'reference'],
    ] as const) {
      const response = await as(farm).post('/account-top-ups', payload);
      expect({ payload, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        payload,
        status: 400,
        fields: [field],
      });
    }
  });

  it("keeps organisations apart: another's balance is 403, its top-ups are not seen", async () => {
    expectStatus(await as(other).post('/account-top-ups', { amount: 500 }), 201);
    expect((await balanceOf(other)).balance).toBe(500);
    expect((await balanceOf(farm)).balance).toBe(170000.5);
    expect((await as(farm).get(`/payments/balance?org_id=${other.account.orgId}`)).statusCode).toBe(403);
    expect(
      (await as(farm).post('/account-top-ups', { amount: 5, organization_id: other.account.orgId })).statusCode,
    ).toBe(403);
    const seen = expectStatus(await as(farm).get('/account-top-ups?limit=100'), 200);
    expect(seen.data.every((row: { organization_id: string }) => row.organization_id === farm.account.orgId)).toBe(
      true,
    );
    expect((await as(farm).get('/payments/balance?org_id=nope')).statusCode).toBe(400);
  });
});
