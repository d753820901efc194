import { monthEnd } from '../../domain/days';
import { createFarm, delivery, expectStatus, type Farm } from '../../testing/dairy-fixture';
import { addMember } from '../../testing/members';
import type { Account } from '../../testing/test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Pay runs: computed from the milk, approved by a second person, never changed once approved.
let t: TestApp;
let farm: Farm;
let approver: Account;
let clerk: Account;

const post = (who: Account, url: string, payload?: object) => t.as(who, { method: 'POST', url, payload });
const get = async (who: Account, url: string) => expectStatus(await t.as(who, { method: 'GET', url }), 200);

async function deliver(
  producer: number,
  day: string,
  shift: 'morning' | 'evening',
  litres: number,
  extra: object = {},
) {
  const time = shift === 'morning' ? '06:30' : '17:30';
  expectStatus(
    await post(
      farm.account,
      '/collections',
      delivery(farm, producer, {
        collected_at: `${day}T${time}:00+03:00`,
        quantity_litres: litres,
        shift,
        scc: 300_000,
        ...extra,
      }),
    ),
    201,
  );
}

async function linesOf(paymentId: string) {
  const { rows } = await t.db.query<Record<string, unknown>>(
    `SELECT kind, description, to_char(day, 'YYYY-MM-DD') AS day, morning_litres::float8, evening_litres::float8, litres::float8,
            rate::float8, rate_source, amount::float8, owed_before::float8, remaining::float8
       FROM payment_lines WHERE payment_id = $1 ORDER BY position`,
    [paymentId],
  );
  return rows;
}

const paymentsOf = async (runId: string) =>
  (await get(farm.account, `/payments?filter=pay_run_id:${runId}&limit=100`)).data as Array<Record<string, any>>;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Payrun', 3);
  approver = await addMember(t, farm.account, 'admin');
  clerk = await addMember(t, farm.account, 'user');
  // March 2026: farmer 0 delivers on two days; farmer 1 once, with low SCC; farmer 2 one rejected can.
  await deliver(0, '2026-03-02', 'morning', 12.5);
  await deliver(0, '2026-03-02', 'evening', 8);
  await deliver(0, '2026-03-03', 'morning', 11.25);
  await deliver(1, '2026-03-04', 'morning', 20, { scc: 150_000 });
  await deliver(2, '2026-03-04', 'morning', 15, { status: 'rejected', rejection_reason: 'sediment' });
  // Farmer 1's special rate for the first week; a bonus for low SCC from February.
  await t.db.query(
    `INSERT INTO pay_rates (organization_id, kind, producer_id, rate_per_litre, effective_from, effective_to)
     VALUES ($1, 'farmer_special', $2, 55, '2026-03-01', '2026-03-07')`,
    [farm.account.orgId, farm.producers[1].id],
  );
  await t.db.query(
    `INSERT INTO quality_adjustments (organization_id, measure, comparison, threshold, amount_per_litre, effective_from)
     VALUES ($1, 'scc', 'below', 200000, 1.5, '2026-02-01')`,
    [farm.account.orgId],
  );
  // Farmer 0 took KSh 2,000 of dairy meal on credit in February: more than March pays.
  expectStatus(
    await post(farm.account, '/supplies', {
      producer_id: farm.producers[0].id,
      supply_items: [{ item: 'Dairy meal 70 kg', quantity: 1 }],
      total_cost: 2000,
      timestamp: '2026-02-20T10:00:00+03:00',
      status: 'delivered',
      supply_category: 'feeds',
    }),
    201,
  );
});
afterAll(() => t.close());

describe('POST /pay-runs', () => {
  let runId: string;

  it('computes a draft: one payment per farmer with accepted milk, every line stored', async () => {
    const run = expectStatus(
      await post(farm.account, '/pay-runs', { period_start: '2026-03-01', period_end: '2026-03-31' }),
      201,
    );
    runId = run.id;
    expect(run).toMatchObject({
      status: 'draft',
      computed_by: farm.account.userId,
      approved_by: null,
      farmers: 2,
      litres: 51.75,
      gross_amount: 31.75 * 50 + 20 * 55,
      adjustments: 30,
      deductions: 1587.5,
      net_amount: 1130,
      payments_count: 2,
    });
    const payments = await paymentsOf(runId);
    const [first, second] = [0, 1].map((i) => payments.find((p) => p.producer_id === farm.producers[i].id)!);
    expect(first).toMatchObject({ farmer_name: farm.producers[0].name, member_number: farm.producers[0].member });
    expect(first).toMatchObject({
      status: 'draft',
      litres: 31.75,
      rate_per_litre: 50,
      gross_amount: 1587.5,
      deductions: 1587.5,
      amount_due: 0,
    });
    expect(second).toMatchObject({
      status: 'draft',
      litres: 20,
      rate_per_litre: 55,
      gross_amount: 1100,
      adjustments: 30,
      amount_due: 1130,
    });
    expect(payments.some((p) => p.producer_id === farm.producers[2].id)).toBe(false);

    expect(await linesOf(first.id)).toEqual([
      expect.objectContaining({
        kind: 'milk',
        day: '2026-03-02',
        morning_litres: 12.5,
        evening_litres: 8,
        litres: 20.5,
        rate: 50,
        rate_source: 'organisation',
        amount: 1025,
      }),
      expect.objectContaining({
        kind: 'milk',
        day: '2026-03-03',
        morning_litres: 11.25,
        evening_litres: 0,
        litres: 11.25,
        amount: 562.5,
      }),
      expect.objectContaining({
        kind: 'deduction',
        description: 'Supply 2026-02-20: Dairy meal 70 kg x1',
        owed_before: 2000,
        amount: -1587.5,
        remaining: 412.5,
      }),
    ]);
    expect(await linesOf(second.id)).toEqual([
      expect.objectContaining({ kind: 'milk', litres: 20, rate: 55, rate_source: 'farmer_special', amount: 1100 }),
      expect.objectContaining({
        kind: 'adjustment',
        description: 'SCC below 200,000: +Ksh 1.50/L',
        litres: 20,
        rate: 1.5,
        amount: 30,
      }),
    ]);
  });

  it('keeps a draft out of what is due: not in Pending Payments, not in the balance', async () => {
    const pending = await get(farm.account, '/reports/pending-payments?limit=100');
    expect(pending.total).toBe(0);
    const balance = await get(farm.account, '/payments/balance');
    expect(balance).toMatchObject({ total_due: 0, due_count: 0 });
  });

  it('refuses a second draft, an overlapping period and a period that is not a month or half', async () => {
    expect(
      (await post(farm.account, '/pay-runs', { period_start: '2026-03-01', period_end: '2026-03-31' })).json().message,
    ).toMatch(/draft pay run for 2026-03-01 to 2026-03-31 exists: recompute it/);
    expect(
      (await post(farm.account, '/pay-runs', { period_start: '2026-04-01', period_end: '2026-04-30' })).statusCode,
    ).toBe(409);
    const odd = await post(farm.account, '/pay-runs', { period_start: '2026-04-03', period_end: '2026-04-30' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields).toEqual({ period_start: 'must be the 1st or the 16th of a month' });
    const ragged = await post(farm.account, '/pay-runs', { period_start: '2026-04-01', period_end: '2026-04-20' });
    expect(ragged.json().fields).toEqual({ period_end: 'must be 2026-04-15 (first half) or 2026-04-30 (whole month)' });
    const future = await post(farm.account, '/pay-runs', { period_start: '2099-01-01', period_end: '2099-01-31' });
    expect(future.json().fields).toEqual({ period_start: 'must not be in the future' });
  });

  it('recomputes a draft from the data as it is now', async () => {
    await deliver(1, '2026-03-20', 'evening', 10); // after the special rate: the standard rate
    const run = expectStatus(await post(approver, `/pay-runs/${runId}/recompute`), 200);
    expect(run).toMatchObject({ status: 'draft', computed_by: approver.userId, litres: 61.75, net_amount: 1130 + 500 });
  });

  it('needs a second person to approve: the one who computed it cannot', async () => {
    const own = await post(approver, `/pay-runs/${runId}/approve`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/person who computed this pay run cannot approve it/);
    expect((await post(clerk, `/pay-runs/${runId}/approve`)).statusCode).toBe(403);

    const run = expectStatus(await post(farm.account, `/pay-runs/${runId}/approve`), 200);
    expect(run).toMatchObject({ approved_by: farm.account.userId, computed_by: approver.userId });
    const payments = await paymentsOf(runId);
    // Farmer 0's milk all went to the supply: settled at once, nothing to pay out.
    expect(payments.map((p) => [p.producer_id, p.status, p.amount_due]).sort()).toEqual(
      [
        [farm.producers[0].id, 'completed', 0],
        [farm.producers[1].id, 'pending', 1630],
      ].sort(),
    );
    expect(run.status).toBe('processing');
    const pending = await get(farm.account, '/reports/pending-payments?limit=100');
    expect(pending.data.map((row: { id: string }) => row.id)).toEqual([
      payments.find((p) => p.status === 'pending')!.id,
    ]);
  });

  it('never changes an approved run', async () => {
    expect((await post(approver, `/pay-runs/${runId}/recompute`)).statusCode).toBe(409);
    expect((await post(approver, `/pay-runs/${runId}/approve`)).statusCode).toBe(409);
    expect((await t.as(approver, { method: 'DELETE', url: `/pay-runs/${runId}` })).statusCode).toBe(409);
  });

  it('carries what one period could not deduct into the next', async () => {
    await deliver(0, '2026-04-02', 'morning', 20);
    const april = expectStatus(
      await post(approver, '/pay-runs', { period_start: '2026-04-01', period_end: '2026-04-15' }),
      201,
    );
    const [payment] = await paymentsOf(april.id);
    expect(payment).toMatchObject({ gross_amount: 1000, deductions: 412.5, amount_due: 587.5 });
    expect((await linesOf(payment.id)).at(-1)).toMatchObject({
      kind: 'deduction',
      owed_before: 412.5,
      amount: -412.5,
      remaining: 0,
    });
    // A draft may be deleted, and its deductions were never counted.
    expect((await t.as(approver, { method: 'DELETE', url: `/pay-runs/${april.id}` })).statusCode).toBe(204);
    expect((await get(farm.account, '/pay-runs')).data).toHaveLength(1);
  });

  it('keeps what approved pay was computed from: its deliveries and the supplies it deducted', async () => {
    const [delivered] = (
      await get(farm.account, `/collections?filter=producer_id:${farm.producers[0].id}&sort=collected_at&limit=1`)
    ).data;
    const change = await t.as(farm.account, {
      method: 'PUT',
      url: `/collections/${delivered.id}`,
      payload: { quantity_litres: 30 },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({
      message: 'Pay up to 2026-03-31 is approved: a delivery on or before that day cannot be added, changed or deleted',
      fields: { collected_at: 'must be 2026-04-01 or later: pay up to 2026-03-31 is approved' },
    });
    expect((await t.as(farm.account, { method: 'DELETE', url: `/collections/${delivered.id}` })).statusCode).toBe(409);
    const late = await post(
      farm.account,
      '/collections',
      delivery(farm, 0, { collected_at: '2026-03-30T06:30:00+03:00' }),
    );
    expect(late.statusCode).toBe(409);
    // A field pay does not read may still be put right.
    expect(
      (
        await t.as(farm.account, {
          method: 'PUT',
          url: `/collections/${delivered.id}`,
          payload: { batch_number: 'FIXED-1' },
        })
      ).statusCode,
    ).toBe(200);

    const [supply] = (await get(farm.account, `/supplies?filter=producer_id:${farm.producers[0].id}`)).data;
    const costlier = await t.as(farm.account, {
      method: 'PUT',
      url: `/supplies/${supply.id}`,
      payload: { total_cost: 2500 },
    });
    expect(costlier.statusCode).toBe(409);
    expect(costlier.json().message).toBe(
      'Approved pay has deducted Ksh 1,587.50 of this supply: its farmer, cost, status and date can no longer change',
    );
    expect((await t.as(farm.account, { method: 'DELETE', url: `/supplies/${supply.id}` })).statusCode).toBe(409);
  });

  it('lets only payments:create compute and keeps other organisations out', async () => {
    expect((await post(clerk, '/pay-runs', { period_start: '2026-05-01', period_end: '2026-05-31' })).statusCode).toBe(
      403,
    );
    const other = await createFarm(t, 'Elsewhere', 1);
    expect((await t.as(other.account, { method: 'GET', url: `/pay-runs/${runId}` })).statusCode).toBe(404);
    expect((await post(other.account, `/pay-runs/${runId}/approve`)).statusCode).toBe(404);
    expect((await get(other.account, '/pay-runs')).data).toEqual([]);
  });

  it("counts a farmer's days in the organisation's time zone", async () => {
    const west = await createFarm(t, 'Westward', 1);
    expectStatus(
      await t.as(west.account, {
        method: 'PUT',
        url: `/organizations/${west.account.orgId}`,
        payload: { time_zone: 'America/Los_Angeles' },
      }),
      200,
    );
    // 22:30 on 31 March in Los Angeles is already 1 April in Nairobi: still March's milk here.
    const late = delivery(west, 0, {
      collected_at: '2026-03-31T22:30:00-07:00',
      quantity_litres: 10,
      shift: 'evening',
      scc: 300_000,
    });
    expectStatus(await post(west.account, '/collections', late), 201);
    const run = expectStatus(
      await post(west.account, '/pay-runs', { period_start: '2026-03-16', period_end: '2026-03-31' }),
      201,
    );
    expect(run).toMatchObject({ farmers: 1, litres: 10 });
    const { rows } = await t.db.query<{ day: string }>(
      `SELECT to_char(l.day, 'YYYY-MM-DD') AS day FROM payment_lines l JOIN payments p ON p.id = l.payment_id WHERE p.pay_run_id = $1`,
      [run.id],
    );
    expect(rows).toEqual([{ day: '2026-03-31' }]);
  });

  it('records who computed and approved in the activity log', async () => {
    const events = await get(farm.account, `/audit-events?record_id=${runId}&limit=10`);
    expect(events.data.map((e: { action: string }) => e.action).sort()).toEqual(['approve', 'compute', 'create']);
  });
});

describe('approving a period that has not ended', () => {
  // Today in the organisation's zone (Africa/Nairobi): this month has not ended.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
  const month = today.slice(0, 7);
  const lastDay = monthEnd(today);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const name = months[Number(month.slice(5)) - 1];
  const days =
    today === lastDay
      ? `${Number(today.slice(8))} ${name}`
      : `${Number(today.slice(8))}-${Number(lastDay.slice(8))} ${name}`;
  let early: Farm;
  let second: Account;
  let run: Record<string, any>;

  beforeAll(async () => {
    early = await createFarm(t, 'Early', 1);
    second = await addMember(t, early.account, 'admin');
    const now = new Date(Date.now() - 60_000).toISOString();
    expectStatus(
      await post(early.account, '/collections', delivery(early, 0, { collected_at: now, quantity_litres: 10 })),
      201,
    );
    run = expectStatus(
      await post(early.account, '/pay-runs', { period_start: `${month}-01`, period_end: lastDay }),
      201,
    );
  });

  it('is refused, naming the days approval would close', async () => {
    for (const payload of [undefined, {}, { close_early: false }]) {
      const refused = await post(second, `/pay-runs/${run.id}/approve`, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This pay period has not ended: approving it now closes it early. ' +
          `Deliveries of ${days} can no longer be recorded or changed.`,
      );
      expect(refused.json().fields.close_early).toMatch(/^must be true/);
    }
    expect((await get(early.account, `/pay-runs/${run.id}`)).status).toBe('draft');
    expect((await post(second, `/pay-runs/${run.id}/approve`, { close_early: 'yes' })).statusCode).toBe(400);
  });

  it('still tells the person who computed the run that another must approve it', async () => {
    const own = await post(early.account, `/pay-runs/${run.id}/approve`, { close_early: true });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/person who computed this pay run cannot approve it/);
  });

  it('closes the period early when confirmed, and the activity log says which days', async () => {
    const approved = expectStatus(await post(second, `/pay-runs/${run.id}/approve`, { close_early: true }), 200);
    expect(approved).toMatchObject({ approved_by: second.userId });
    const events = await get(early.account, `/audit-events?record_id=${run.id}&limit=10`);
    const approve = events.data.find((e: { action: string }) => e.action === 'approve');
    expect(approve.changes).toMatchObject({
      status: { before: 'draft', after: 'approved' },
      closed_early: { before: null, after: `${today} to ${lastDay}` },
    });
    // Today's milk is now closed.
    const late = await post(
      early.account,
      '/collections',
      delivery(early, 0, { collected_at: new Date(Date.now() - 30_000).toISOString() }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(`Pay up to ${lastDay} is approved`);
  });

  it('approves an ended period without asking, and records no early close', async () => {
    const [march] = (await get(farm.account, '/pay-runs?filter=period_start:2026-03-01')).data;
    expect(march.status).not.toBe('draft');
    const events = await get(farm.account, `/audit-events?record_id=${march.id}&limit=10`);
    const approve = events.data.find((e: { action: string }) => e.action === 'approve');
    expect(approve.changes).toEqual({ status: { before: 'draft', after: 'approved', label: 'Status' } });
  });
});
