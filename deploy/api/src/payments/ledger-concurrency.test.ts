import type { LightMyRequestResponse } from 'fastify';
import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { createTestApp, type TestApp } from '../testing/test-app';

// Money under fire: every scenario sends 20+ requests at once and then checks the ledger.
// Each payment is paid exactly once (its payouts add up to amount_paid, never more than it
// owes, never two full payouts), and the balance is top-ups less payouts plus reversals.
// Meaningful on PostgreSQL (TEST_DATABASE_URL: transactions really overlap); on PGlite the
// same requests run one after another and must give the same ledger.
let t: TestApp;
let farm: Farm;
const TOP_UP = 10_000_000;
const COMPLETED_IS_FINAL = 'This payment is completed and cannot change; reverse it to correct it';

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers?: Record<string, string>) =>
  t.as(farm.account, { method, url, payload, headers });
const payables = (count: number, litres = 10) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      insertPayablePayment(t.db, {
        organizationId: farm.account.orgId,
        producerId: farm.producers[i % farm.producers.length].id,
        litres,
      }),
    ),
  );
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);
/** Shuffled copy (a fixed permutation per seed, so a failure repeats). */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

interface LedgerRow {
  id: string;
  status: string;
  amount_due: number;
  amount_paid: number;
  paid_out: number;
  payouts: number;
  full_payouts: number;
  reversals: number;
  reversed: number;
}

/** Each payment of the organisation with what its payouts say. */
async function ledger(): Promise<LedgerRow[]> {
  const { rows } = await t.db.query<LedgerRow>(
    `SELECT p.id, p.status, p.amount_due, coalesce(p.amount_paid, 0) AS amount_paid,
            coalesce(sum(o.amount) FILTER (WHERE o.kind = 'payout'), 0) AS paid_out,
            count(o.id) FILTER (WHERE o.kind = 'payout')::int AS payouts,
            count(o.id) FILTER (WHERE o.kind = 'payout' AND o.amount = p.amount_due)::int AS full_payouts,
            count(o.id) FILTER (WHERE o.kind = 'reversal')::int AS reversals,
            coalesce(-sum(o.amount) FILTER (WHERE o.kind = 'reversal'), 0) AS reversed
       FROM payments p LEFT JOIN payouts o ON o.payment_id = p.id
      WHERE p.organization_id = $1 GROUP BY p.id`,
    [farm.account.orgId],
  );
  return rows.map((row) => ({
    ...row,
    amount_due: Number(row.amount_due),
    amount_paid: Number(row.amount_paid),
    paid_out: Number(row.paid_out),
    reversed: Number(row.reversed),
  }));
}

/** Payments paid more than they owe, or twice in full: always none. */
async function doublePayments(): Promise<LedgerRow[]> {
  return (await ledger()).filter(
    (row) => row.paid_out > row.amount_due || row.full_payouts > 1 || row.paid_out !== row.amount_paid,
  );
}

/** Every rule of the ledger at once, for the payments of one scenario. */
async function expectPaidOnce(ids: string[], { completed = true } = {}) {
  const rows = (await ledger()).filter((row) => ids.includes(row.id));
  expect(rows).toHaveLength(ids.length);
  for (const row of rows) {
    expect({ id: row.id, paidOut: row.paid_out, overpaid: row.amount_paid > row.amount_due }).toEqual({
      id: row.id,
      paidOut: row.amount_paid,
      overpaid: false,
    });
    if (completed)
      expect({ id: row.id, status: row.status, paid: row.amount_paid }).toEqual({
        id: row.id,
        status: 'completed',
        paid: row.amount_due,
      });
    expect(row.reversals).toBeLessThanOrEqual(1);
    expect(row.reversed).toBe(row.reversals ? row.amount_paid : 0);
  }
  expect(await doublePayments()).toEqual([]);
}

/** The balance the API answers equals top-ups less payouts plus reversals, counted here. */
async function expectBalanceAddsUp() {
  const rows = await ledger();
  const cents = (ksh: number) => Math.round(ksh * 100);
  const expected =
    (cents(TOP_UP) -
      rows.reduce((sum, r) => sum + cents(r.paid_out), 0) +
      rows.reduce((sum, r) => sum + cents(r.reversed), 0)) /
    100;
  const balance = expectStatus(await t.as(farm.account, { method: 'GET', url: '/payments/balance' }), 200);
  expect(balance.balance).toBe(expected);
  expect(balance.paid_out).toBe(Math.round(TOP_UP * 100 - expected * 100) / 100);
}

let requests = 0;
const fire = async (sends: Array<() => Promise<LightMyRequestResponse>>) => {
  requests += sends.length;
  return Promise.all(sends.map((send) => send()));
};

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Race', 3);
  await topUp(t.db, farm.account.orgId, TOP_UP);
});
afterAll(() => t.close());
afterEach(() => expectBalanceAddsUp());

describe('concurrent payouts (20+ requests at once per scenario)', () => {
  it('bulk vs PUT: 10 bulk runs and 20 method changes at once pay each of 20 payments once, and no PUT undoes a payout', async () => {
    const payments = await payables(20);
    const ids = payments.map((p) => p.id);
    const responses = await fire([
      ...Array.from({ length: 10 }, (_, i) => () => call('POST', '/payments/process', { ids: shuffled(ids, i + 1) })),
      ...ids.map(
        (id, i) => () =>
          call('PUT', `/payments/${id}`, { payment_method: i % 2 ? 'bank_transfer' : 'cash', due_date: '2026-06-30' }),
      ),
    ]);
    const bulk = responses.slice(0, 10).map((r) => expectStatus(r, 200));
    expect(bulk.flatMap((run) => run.paid.map((p: { id: string }) => p.id)).sort()).toEqual([...ids].sort());
    for (const put of responses.slice(10)) {
      expect([200, 409]).toContain(put.statusCode);
      if (put.statusCode === 409) expect(put.json().message).toBe(COMPLETED_IS_FINAL);
    }
    await expectPaidOnce(ids);
  });

  it('PUT vs PUT racing payouts: 20 method changes and 10 payouts of 10 payments at once', async () => {
    const payments = await payables(10);
    const responses = await fire(
      payments.flatMap((p, i) => [
        () => call('PUT', `/payments/${p.id}`, { payment_method: 'bank_transfer' }),
        () =>
          call('POST', `/payments/${p.id}/process`, {
            amount_paid: p.amountDue,
            payment_method: 'mobile_money',
            transaction_reference: `QPUTPUT${i}`,
          }),
        () => call('PUT', `/payments/${p.id}`, { payment_method: 'cash', due_date: '2026-07-01' }),
      ]),
    );
    responses.forEach((response, i) => {
      if (i % 3 === 1) expectStatus(response, 200);
      else expect([200, 409]).toContain(response.statusCode);
    });
    await expectPaidOnce(payments.map((p) => p.id));
  });

  it('two bulk runs, many times over: 24 runs of the same 30 payments in different orders', async () => {
    const payments = await payables(30);
    const ids = payments.map((p) => p.id);
    const runs = (
      await fire(
        Array.from({ length: 24 }, (_, i) => () => call('POST', '/payments/process', { ids: shuffled(ids, 100 + i) })),
      )
    ).map((r) => expectStatus(r, 200));
    expect(runs.reduce((sum, run) => sum + run.paid.length, 0)).toBe(30);
    const due = payments.reduce((sum, p) => sum + p.amountDue * 100, 0) / 100;
    expect(Math.round(runs.reduce((sum, run) => sum + run.amount_paid * 100, 0)) / 100).toBe(due);
    expect(
      statuses(
        await fire(
          ids.map((id) => () => call('POST', `/payments/${id}/process`, { amount_paid: 1, payment_method: 'cash' })),
        ),
      ),
    ).toEqual(ids.map(() => 409));
    await expectPaidOnce(ids);
  });

  it('process vs reversal: 10 paid payments, each reversed twice and paid again at once, are reversed once', async () => {
    const payments = await payables(10);
    const ids = payments.map((p) => p.id);
    expectStatus(await call('POST', '/payments/process', { ids }), 200);
    const responses = await fire(
      payments.flatMap((p, i) => [
        () => call('POST', `/payments/${p.id}/reverse`, { reason: 'Sent to the wrong number' }),
        () =>
          call('POST', `/payments/${p.id}/process`, {
            amount_paid: 1,
            payment_method: 'mobile_money',
            transaction_reference: `QREVRACE${i}`,
          }),
        () => call('POST', `/payments/${p.id}/reverse`, { reason: 'Sent to the wrong number' }),
      ]),
    );
    for (let i = 0; i < payments.length; i++) {
      const [first, process, second] = responses.slice(i * 3, i * 3 + 3);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
      expect(process.statusCode).toBe(409);
    }
    const replacements = await t.db.query<{ replaces_id: string; n: number }>(
      'SELECT replaces_id, count(*)::int AS n FROM payments WHERE replaces_id = ANY($1::uuid[]) GROUP BY replaces_id',
      [ids],
    );
    expect(replacements.rows.map((r) => r.n)).toEqual(ids.map(() => 1));
    await expectPaidOnce(ids);

    // The new payments are paid once too, by runs racing each other.
    const newIds = (
      await t.db.query<{ id: string }>('SELECT id FROM payments WHERE replaces_id = ANY($1::uuid[])', [ids])
    ).rows.map((r) => r.id);
    await fire(
      Array.from({ length: 20 }, (_, i) => () => call('POST', '/payments/process', { ids: shuffled(newIds, 300 + i) })),
    );
    await expectPaidOnce(newIds);
  });

  it('the same Idempotency-Key sent 3 times at once, for 10 payments: one payout each, the same answer each time', async () => {
    const payments = await payables(10);
    const responses = await fire(
      payments.flatMap((p, i) =>
        [0, 1, 2].map(
          () => () =>
            call(
              'POST',
              `/payments/${p.id}/process`,
              { amount_paid: p.amountDue, payment_method: 'mobile_money', transaction_reference: `QIDEMRACE${i}` },
              { 'idempotency-key': `race-${p.id}` },
            ),
        ),
      ),
    );
    for (let i = 0; i < payments.length; i++) {
      const answers = responses.slice(i * 3, i * 3 + 3);
      expect(statuses(answers)).toEqual([200, 200, 200]);
      expect(answers[1].json()).toEqual(answers[0].json());
      expect(answers[2].json()).toEqual(answers[0].json());
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    }
    await expectPaidOnce(payments.map((p) => p.id));
  });

  it('partial payouts racing: 8 payouts of a fifth of the amount each, at once, for 5 payments, pay exactly what is due', async () => {
    const payments = await payables(5, 20); // 1,000.00 each
    const responses = await fire(
      payments.flatMap((p, i) =>
        Array.from(
          { length: 8 },
          (_, k) => () =>
            call('POST', `/payments/${p.id}/process`, {
              amount_paid: 200,
              payment_method: 'mobile_money',
              transaction_reference: `QPART${i}X${k}`,
            }),
        ),
      ),
    );
    for (let i = 0; i < payments.length; i++) {
      const answers = statuses(responses.slice(i * 8, i * 8 + 8));
      expect(answers.filter((s) => s === 200)).toHaveLength(5);
      // The others came once the payment was paid in full: completed (409).
      expect(answers.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    }
    await expectPaidOnce(payments.map((p) => p.id));
  });

  it('payouts racing for a short balance: 24 payouts of 500 from 5,000 never overdraw', async () => {
    const shallow = await createFarm(t, 'Shallow', 1);
    await topUp(t.db, shallow.account.orgId, 5000);
    const payments = await Promise.all(
      Array.from({ length: 24 }, () =>
        insertPayablePayment(t.db, {
          organizationId: shallow.account.orgId,
          producerId: shallow.producers[0].id,
          litres: 10,
        }),
      ),
    );
    const responses = await fire(
      payments.map(
        (p, i) => () =>
          i % 2
            ? t.as(shallow.account, { method: 'POST', url: '/payments/process', payload: { ids: [p.id] } })
            : t.as(shallow.account, {
                method: 'POST',
                url: `/payments/${p.id}/process`,
                payload: { amount_paid: 500, payment_method: 'cash' },
              }),
      ),
    );
    const paid = responses.filter((r, i) =>
      i % 2 ? r.statusCode === 200 && r.json().paid.length === 1 : r.statusCode === 200,
    );
    expect(paid).toHaveLength(10);
    const balance = expectStatus(await t.as(shallow.account, { method: 'GET', url: '/payments/balance' }), 200);
    expect(balance).toMatchObject({ balance: 0, paid_out: 5000 });
  });
});

describe('the whole ledger after every scenario', () => {
  it(`has no double payment, and the balance adds up`, async () => {
    expect(requests).toBeGreaterThanOrEqual(200);
    expect(await doublePayments()).toEqual([]);
  });
});
