import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { createTestApp, type TestApp } from '../testing/test-app';

// The ledger: a payment is paid by payouts (in full or in part), changed only in how and when
// it is to be paid, never deleted, and corrected by a reversal and a new payment.
let t: TestApp;
let farm: Farm;
let other: Farm;

const call = (
  f: Farm,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => t.as(f.account, { method, url, payload, headers });
const payable = (f: Farm, options: Partial<Parameters<typeof insertPayablePayment>[1]> = {}) =>
  insertPayablePayment(t.db, { organizationId: f.account.orgId, producerId: f.producers[0].id, ...options });
const balanceOf = async (f: Farm) => expectStatus(await call(f, 'GET', '/payments/balance'), 200);
const mpesa = (reference: string, amount: number) => ({
  amount_paid: amount,
  payment_method: 'mobile_money',
  transaction_reference: reference,
});

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Ledger', 2);
  other = await createFarm(t, 'Elsewhere', 1);
  await topUp(t.db, farm.account.orgId, 1_000_000);
});
afterAll(() => t.close());

describe('GET /payments', () => {
  it('answers the pay run, replacement, adjustments and what is outstanding; filters on pay_run_id', async () => {
    const made = await payable(farm, {
      litres: 40,
      ratePerLitre: 50,
      adjustments: 60,
      deductions: 500,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
    });
    const payment = expectStatus(await call(farm, 'GET', `/payments/${made.id}`), 200);
    expect(payment).toEqual({
      id: made.id,
      organization_id: farm.account.orgId,
      producer_id: farm.producers[0].id,
      farmer_name: farm.producers[0].name,
      member_number: farm.producers[0].member,
      pay_run_id: made.payRunId,
      replaces_id: null,
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      litres: 40,
      rate_per_litre: 50,
      gross_amount: 2000,
      adjustments: 60,
      deductions: 500,
      amount_due: 1560,
      amount_outstanding: 1560,
      due_date: '2026-02-10',
      payment_method: 'bank_transfer',
      status: 'pending',
      paid_at: null,
      amount_paid: null,
      transaction_reference: null,
      payout_failure: null,
    });
    const byRun = expectStatus(await call(farm, 'GET', `/payments?filter=pay_run_id:${made.payRunId}`), 200);
    expect(byRun.data.map((p: { id: string }) => p.id)).toEqual([made.id]);
    expect(expectStatus(await call(farm, 'GET', '/payments?filter=status:partially_paid'), 200).total).toBe(0);
  });

  it('offers no POST /payments: payments come from pay runs', async () => {
    const response = await call(farm, 'POST', '/payments', {
      producer_id: farm.producers[0].id,
      period_start: '2026-02-01',
      period_end: '2026-02-28',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT and DELETE /payments/{id}', () => {
  it('changes only the method and due date, until the payment is completed', async () => {
    const made = await payable(farm, { litres: 10 });
    const changed = expectStatus(
      await call(farm, 'PUT', `/payments/${made.id}`, { payment_method: 'bank_transfer', due_date: '2026-05-01' }),
      200,
    );
    expect(changed).toMatchObject({
      payment_method: 'bank_transfer',
      due_date: '2026-05-01',
      status: 'pending',
      amount_due: 500,
    });
    for (const field of ['status', 'amount_paid', 'transaction_reference', 'litres']) {
      const response = await call(farm, 'PUT', `/payments/${made.id}`, { [field]: 'completed' });
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
    expectStatus(await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QPUT000001', 500)), 200);
    const refused = await call(farm, 'PUT', `/payments/${made.id}`, { payment_method: 'cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This payment is completed and cannot change; reverse it to correct it');
    expect((await call(other, 'PUT', `/payments/${made.id}`, { payment_method: 'cash' })).statusCode).toBe(404);
  });

  it('never deletes a payment: 409 for one of yours, 404 for any other', async () => {
    const made = await payable(farm, { litres: 10 });
    const refused = await call(farm, 'DELETE', `/payments/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Payments are never deleted: /);
    expect((await call(other, 'DELETE', `/payments/${made.id}`)).statusCode).toBe(404);
    expect((await call(farm, 'DELETE', '/payments/7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f')).statusCode).toBe(404);
    expect(expectStatus(await call(farm, 'GET', `/payments/${made.id}`), 200).status).toBe('pending');
  });
});

describe('POST /payments/{id}/process', () => {
  it('pays in part, leaving the rest due, then completes with the rest; each payout is a row', async () => {
    const made = await payable(farm, { litres: 58.704, ratePerLitre: 50 }); // 2,935.20 due
    const first = expectStatus(
      await call(farm, 'POST', `/payments/${made.id}/process`, {
        ...mpesa('QPART00001', 100),
        paid_at: '2026-03-05T09:15',
      }),
      200,
    );
    expect(first.payment).toMatchObject({
      status: 'partially_paid',
      amount_paid: 100,
      amount_outstanding: 2835.2,
      transaction_reference: 'QPART00001',
      paid_at: '2026-03-05T06:15:00.000Z',
    });
    expect(first.payout).toMatchObject({
      payment_id: made.id,
      kind: 'payout',
      amount: 100,
      transaction_reference: 'QPART00001',
      recorded_by: farm.account.userId,
    });

    const pending = expectStatus(
      await call(farm, 'GET', `/reports/pending-payments?filter=due_date:${made.periodStart.slice(0, 8)}11`),
      200,
    );
    expect(pending.data.find((row: { id: string }) => row.id === made.id)).toBeUndefined();
    const row = expectStatus(await call(farm, 'GET', '/reports/pending-payments?limit=1000'), 200).data.find(
      (r: { id: string }) => r.id === made.id,
    );
    expect(row).toMatchObject({
      fatContent: 2935.2,
      amount_paid: 100,
      amount_outstanding: 2835.2,
      payment_status: 'delayed',
    });

    const tooMuch = await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QPART00002', 2835.21));
    expect({ status: tooMuch.statusCode, fields: tooMuch.json().fields }).toEqual({
      status: 400,
      fields: { amount_paid: 'must not exceed what is outstanding (Ksh 2,835.20)' },
    });
    const rest = expectStatus(
      await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QPART00002', 2835.2)),
      200,
    );
    expect(rest.payment).toMatchObject({
      status: 'completed',
      amount_paid: 2935.2,
      amount_outstanding: 0,
      transaction_reference: 'QPART00002',
    });
    const payouts = expectStatus(await call(farm, 'GET', `/payouts?filter=payment_id:${made.id}&sort=paid_at`), 200);
    expect(
      payouts.data.map((p: { amount: number; transaction_reference: string }) => [p.amount, p.transaction_reference]),
    ).toEqual([
      [100, 'QPART00001'],
      [2835.2, 'QPART00002'],
    ]);
    const again = await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QPART00003', 1));
    expect({ status: again.statusCode, message: again.json().message }).toEqual({
      status: 409,
      message: 'This payment is completed; nothing is left to pay',
    });
  });

  it('makes up a reference for cash, and needs one for every other method', async () => {
    const made = await payable(farm, { litres: 2 });
    const noRef = await call(farm, 'POST', `/payments/${made.id}/process`, {
      amount_paid: 100,
      payment_method: 'bank_transfer',
    });
    expect(noRef.json().fields).toEqual({ transaction_reference: 'is required for a bank transfer or a card payout' });
    const cash = expectStatus(
      await call(farm, 'POST', `/payments/${made.id}/process`, {
        amount_paid: 100,
        payment_method: 'cash',
        paid_at: '2026-03-05T09:00',
      }),
      200,
    );
    expect(cash.payment.transaction_reference).toMatch(/^CASH-20260305-[A-Z2-9]{8}$/);
    expect(cash.payment.payment_method).toBe('cash');
  });

  it('refuses bad amounts, naming the field', async () => {
    const made = await payable(farm, { litres: 2 });
    for (const [amount, problem] of [
      [0, 'must be > 0'],
      [-5, 'must be > 0'],
      [1.005, 'must be in whole cents'],
      ['lots', 'must be a number'],
    ] as const) {
      const response = await call(farm, 'POST', `/payments/${made.id}/process`, {
        amount_paid: amount,
        payment_method: 'cash',
      });
      expect({ amount, status: response.statusCode, fields: response.json().fields }).toEqual({
        amount,
        status: 400,
        fields: { amount_paid: problem },
      });
    }
  });

  it('refuses a reference used before, by this payment or another, naming transaction_reference', async () => {
    const [a, b] = [await payable(farm, { litres: 2 }), await payable(farm, { litres: 2 })];
    expectStatus(await call(farm, 'POST', `/payments/${a.id}/process`, mpesa('QUSEDONCE1', 50)), 200);
    for (const id of [a.id, b.id]) {
      const reused = await call(farm, 'POST', `/payments/${id}/process`, mpesa('QUSEDONCE1', 10));
      expect({ status: reused.statusCode, fields: reused.json().fields }).toEqual({
        status: 409,
        fields: { transaction_reference: 'is already used by another payout' },
      });
    }
  });

  it('refuses drafts, in-progress payments and payments of other organisations', async () => {
    const draft = await payable(farm, { litres: 2, status: 'draft' });
    const busy = await payable(farm, { litres: 2, status: 'in_progress' });
    const elsewhere = await payable(other, { litres: 2 });
    const draftAnswer = await call(farm, 'POST', `/payments/${draft.id}/process`, mpesa('QDRAFT0001', 10));
    expect({ status: draftAnswer.statusCode, message: draftAnswer.json().message }).toEqual({
      status: 409,
      message:
        'This payment belongs to a pay run that is not approved yet; it can be paid once the pay run is approved',
    });
    const busyAnswer = await call(farm, 'POST', `/payments/${busy.id}/process`, mpesa('QBUSY00001', 10));
    expect({ status: busyAnswer.statusCode, message: busyAnswer.json().message }).toEqual({
      status: 409,
      message: 'This payment is being paid out already; paying it again could pay twice',
    });
    expect((await call(farm, 'POST', `/payments/${elsewhere.id}/process`, mpesa('QELSE00001', 10))).statusCode).toBe(
      404,
    );
  });

  it('never overdraws the payout account unless the organisation allows it', async () => {
    const dry = await createFarm(t, 'Dry', 1);
    await topUp(t.db, dry.account.orgId, 300);
    const made = await payable(dry, { litres: 10 }); // 500 due
    const refused = await call(dry, 'POST', `/payments/${made.id}/process`, mpesa('QDRY000001', 400));
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: 'The payout account has Ksh 300.00; this payout needs Ksh 400.00. Top up first.',
    });
    expectStatus(await call(dry, 'POST', `/payments/${made.id}/process`, mpesa('QDRY000002', 300)), 200);
    expect((await balanceOf(dry)).balance).toBe(0);

    const org = expectStatus(
      await call(dry, 'PUT', `/organizations/${dry.account.orgId}`, { allow_overdraft: true }),
      200,
    );
    expect(org.allow_overdraft).toBe(true);
    expectStatus(await call(dry, 'POST', `/payments/${made.id}/process`, mpesa('QDRY000003', 200)), 200);
    expect(await balanceOf(dry)).toMatchObject({ balance: -200, paid_out: 500, allow_overdraft: true });
  });

  it('needs payments:process: a clerk may read payments but not pay them', async () => {
    const clerkRole = expectStatus(await call(farm, 'GET', '/roles?filter=name:user'), 200).data[0].id;
    const clerk = expectStatus(
      await call(farm, 'POST', '/user-roles', {
        role_id: clerkRole,
        user: {
          username: 'clerk',
          first_name: 'Office',
          last_name: 'Clerk',
          email: 'clerk.ledger@example.test',
          password: 'correct-horse-battery',
        },
      }),
      201,
    );
    expect(clerk.id).toBeDefined();
    const token = await t.signIn('clerk.ledger@example.test', 'correct-horse-battery');
    const made = await payable(farm, { litres: 2 });
    expect((await t.as(token, { method: 'GET', url: `/payments/${made.id}` })).statusCode).toBe(200);
    for (const url of [`/payments/${made.id}/process`, `/payments/${made.id}/reverse`]) {
      const response = await t.as(token, { method: 'POST', url, payload: { ...mpesa('QCLERK0001', 10), reason: 'x' } });
      expect(response.statusCode).toBe(403);
    }
    expect((await t.as(token, { method: 'GET', url: '/payouts' })).statusCode).toBe(200);
  });
});

describe('POST /payments/{id}/reverse', () => {
  it('takes a paid payment back once, and owes the farmer the same again in a new payment', async () => {
    const made = await payable(farm, {
      litres: 20,
      adjustments: 15.5,
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
    }); // 1,015.50
    const before = (await balanceOf(farm)).balance;
    expectStatus(await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QREV000001', 1015.5)), 200);
    expect((await balanceOf(farm)).balance).toBe(before - 1015.5);

    const reversed = expectStatus(
      await call(farm, 'POST', `/payments/${made.id}/reverse`, { reason: 'Paid to the wrong M-Pesa number' }),
      201,
    );
    expect(reversed.reversal).toMatchObject({
      payment_id: made.id,
      kind: 'reversal',
      amount: -1015.5,
      transaction_reference: 'REV-QREV000001',
      reason: 'Paid to the wrong M-Pesa number',
    });
    expect(reversed.payment).toMatchObject({
      replaces_id: made.id,
      pay_run_id: made.payRunId,
      producer_id: farm.producers[0].id,
      period_start: '2026-02-01',
      period_end: '2026-02-28',
      litres: 20,
      adjustments: 15.5,
      amount_due: 1015.5,
      amount_outstanding: 1015.5,
      status: 'pending',
      amount_paid: null,
    });
    // The original stays as it was: completed, with what was paid.
    expect(expectStatus(await call(farm, 'GET', `/payments/${made.id}`), 200)).toMatchObject({
      status: 'completed',
      amount_paid: 1015.5,
    });
    expect((await balanceOf(farm)).balance).toBe(before);
    const lines = await t.db.query<{ payment_id: string; kind: string; amount: number }>(
      'SELECT payment_id, kind, amount FROM payment_lines WHERE payment_id = ANY($1::uuid[]) ORDER BY position, payment_id',
      [[made.id, reversed.payment.id]],
    );
    expect(
      lines.rows.filter((l) => l.payment_id === reversed.payment.id).map((l) => [l.kind, Number(l.amount)]),
    ).toEqual([
      ['milk', 1000],
      ['adjustment', 15.5],
    ]);
    const byReplacement = expectStatus(await call(farm, 'GET', `/payments?filter=replaces_id:${made.id}`), 200);
    expect(byReplacement.data.map((p: { id: string }) => p.id)).toEqual([reversed.payment.id]);

    const twice = await call(farm, 'POST', `/payments/${made.id}/reverse`, { reason: 'again' });
    expect({ status: twice.statusCode, message: twice.json().message }).toEqual({
      status: 409,
      message: 'This payment is already reversed; its new payment is the one to pay',
    });

    // Completed Payments shows the payment and its reversal; the new one once paid.
    expectStatus(
      await call(farm, 'POST', `/payments/${reversed.payment.id}/process`, mpesa('QREV000002', 1015.5)),
      200,
    );
    const completed = expectStatus(await call(farm, 'GET', '/reports/completed-payments?q=QREV0000'), 200);
    // `reversed` tells the console which rows may still be reversed: only the new payment.
    expect(
      completed.data.map((r: Record<string, unknown>) => [
        r.entry,
        r.payment_id,
        r.amount_paid,
        r.transaction_reference,
        r.payment_status,
        r.reversed,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['payment', made.id, 1015.5, 'QREV000001', 'completed', true],
        ['reversal', made.id, -1015.5, 'REV-QREV000001', 'reversed', true],
        ['payment', reversed.payment.id, 1015.5, 'QREV000002', 'completed', false],
      ]),
    );
    expect(completed.total).toBe(3);
  });

  it('reverses only a completed payment with money paid, and needs a reason', async () => {
    const made = await payable(farm, { litres: 20 });
    const pending = await call(farm, 'POST', `/payments/${made.id}/reverse`, { reason: 'typo' });
    expect({ status: pending.statusCode, message: pending.json().message }).toEqual({
      status: 409,
      message: 'Only a completed payment can be reversed; this one is not paid in full',
    });
    expectStatus(await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QREVPART01', 10)), 200);
    expect((await call(farm, 'POST', `/payments/${made.id}/reverse`, { reason: 'typo' })).statusCode).toBe(409);
    for (const payload of [{}, { reason: '' }, { reason: 'x'.repeat(501) }]) {
      expect(Object.keys((await call(farm, 'POST', `/payments/${made.id}/reverse`, payload)).json().fields)).toEqual([
        'reason',
      ]);
    }
    expect((await call(other, 'POST', `/payments/${made.id}/reverse`, { reason: 'typo' })).statusCode).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same key and body with the first answer, and 409 with another body', async () => {
    const made = await payable(farm, { litres: 10 });
    const headers = { 'idempotency-key': 'pay-once-1' };
    const first = await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QIDEM00001', 200), headers);
    const second = await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QIDEM00001', 200), headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(expectStatus(await call(farm, 'GET', `/payouts?filter=payment_id:${made.id}`), 200).total).toBe(1);

    const otherBody = await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QIDEM00002', 300), headers);
    expect({ status: otherBody.statusCode, fields: otherBody.json().fields }).toEqual({
      status: 409,
      fields: { 'idempotency-key': 'was used for another request' },
    });
    // Keys are per person: the same key of someone else is theirs.
    const elsewhere = await payable(other, { litres: 1 });
    await topUp(t.db, other.account.orgId, 100);
    expect(
      (await call(other, 'POST', `/payments/${elsewhere.id}/process`, mpesa('QIDEM00003', 50), headers)).statusCode,
    ).toBe(200);
  });

  it('keeps nothing for a call that failed: the same key works once the problem is fixed', async () => {
    const dry = await createFarm(t, 'Retry', 1);
    const made = await payable(dry, { litres: 10 });
    const headers = { 'idempotency-key': 'retry-after-top-up' };
    expect((await call(dry, 'POST', '/payments/process', { ids: [made.id] }, headers)).json().skipped).toEqual([
      { id: made.id, reason: 'insufficient_balance' },
    ]);
    const retried = await call(dry, 'POST', `/payments/${made.id}/process`, mpesa('QRETRY0001', 500), {
      'idempotency-key': 'single-retry',
    });
    expect(retried.statusCode).toBe(409);
    await topUp(t.db, dry.account.orgId, 500);
    expect(
      (
        await call(dry, 'POST', `/payments/${made.id}/process`, mpesa('QRETRY0001', 500), {
          'idempotency-key': 'single-retry',
        })
      ).statusCode,
    ).toBe(200);
    // The bulk call answered 200 (nothing paid): its key keeps that answer.
    const replay = await call(dry, 'POST', '/payments/process', { ids: [made.id] }, headers);
    expect(replay.json().skipped).toEqual([{ id: made.id, reason: 'insufficient_balance' }]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('works on reversals, and refuses a key longer than 200 characters', async () => {
    const made = await payable(farm, { litres: 4 });
    expectStatus(await call(farm, 'POST', `/payments/${made.id}/process`, mpesa('QIDREV0001', 200)), 200);
    const headers = { 'idempotency-key': 'reverse-once' };
    const first = expectStatus(
      await call(farm, 'POST', `/payments/${made.id}/reverse`, { reason: 'wrong farmer' }, headers),
      201,
    );
    const again = expectStatus(
      await call(farm, 'POST', `/payments/${made.id}/reverse`, { reason: 'wrong farmer' }, headers),
      201,
    );
    expect(again.payment.id).toBe(first.payment.id);
    const long = await call(
      farm,
      'POST',
      `/payments/${made.id}/reverse`,
      { reason: 'x' },
      { 'idempotency-key': 'k'.repeat(201) },
    );
    expect({ status: long.statusCode, fields: long.json().fields }).toEqual({
      status: 400,
      fields: { 'idempotency-key': 'must be at most 200 characters' },
    });
  });
});
