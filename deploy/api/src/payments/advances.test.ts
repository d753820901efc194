import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { addMember } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { auditCount, memberHolding, payRun } from '../testing/pay-settings-fixture';

let t: TestApp;
let farm: Farm;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Advances', 3);
  admin = farm.account;
});
afterAll(() => t.close());

const post = (payload: object, as: Account = admin) => t.as(as, { method: 'POST', url: '/advances', payload });
const advance = (producer: number, extra: object = {}) => ({
  producer_id: farm.producers[producer].id,
  amount: 3000,
  advanced_on: '2026-03-05',
  reason: 'School fees',
  ...extra,
});

/**
 * A pending payment of an approved run that deducted `amount` of the advance (a negative
 * line), as the pay-run code stores it; `replaces` makes it the replacement of a reversed one.
 */
async function deducted(advanceId: string, producerId: string, amount: number, runId: string, replaces?: string) {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO payments (organization_id, producer_id, period_start, period_end, litres, rate_per_litre, gross_amount,
                           adjustments, deductions, amount_due, due_date, status, pay_run_id, replaces_id)
     VALUES ($1, $2, '2026-03-01', '2026-03-31', 100, 50, 5000, 0, $3, 5000 - $3::numeric, '2026-04-10', 'pending', $4, $5)
     RETURNING id`,
    [admin.orgId, producerId, amount, runId, replaces ?? null],
  );
  await t.db.query(
    `INSERT INTO payment_lines (payment_id, position, organization_id, kind, description, advance_id, amount, owed_before, remaining)
     VALUES ($1, 0, $2, 'deduction', 'Advance: School fees', $3, $4, 3000, 3000 - $5::numeric)`,
    [rows[0].id, admin.orgId, advanceId, -amount, amount],
  );
  return rows[0].id;
}

describe('/advances', () => {
  it('records an advance and lists it with the farmer and what remains', async () => {
    const made = expectStatus(await post(advance(0, { reason: '  School fees  ', amount: 2500.5 })), 201);
    expect(made).toMatchObject({
      producer_id: farm.producers[0].id,
      farmer_name: farm.producers[0].name,
      member_id: 'F-001',
      amount: 2500.5,
      advanced_on: '2026-03-05',
      reason: 'School fees',
      remaining: 2500.5,
      created_by: admin.userId,
    });
    expect(await auditCount(t, 'advances', made.id, 'create')).toBe(1);
    expectStatus(await post(advance(1, { advanced_on: '2026-02-01' })), 201);
    const list = expectStatus(await t.as(admin, { method: 'GET', url: '/advances' }), 200);
    expect(list.data.map((a: { advanced_on: string }) => a.advanced_on)).toEqual(['2026-03-05', '2026-02-01']);
    const mine = expectStatus(
      await t.as(admin, { method: 'GET', url: `/advances?filter=producer_id:${farm.producers[0].id}` }),
      200,
    );
    expect(mine.data).toEqual([expect.objectContaining({ id: made.id })]);
    const found = expectStatus(
      await t.as(admin, { method: 'GET', url: `/advances?q=${encodeURIComponent(farm.producers[1].name)}` }),
      200,
    );
    expect(found.total).toBe(1);
  });

  it('refuses bad advances, naming the field', async () => {
    const fields = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await fields(advance(0, { amount: 0 }))).toEqual({ amount: 'must be > 0' });
    expect(await fields(advance(0, { amount: 12.345 }))).toEqual({
      amount: 'must be in whole cents (at most 2 decimals)',
    });
    expect(await fields(advance(0, { reason: '' }))).toEqual({ reason: 'must not be empty' });
    expect(await fields(advance(0, { reason: '   ' }))).toEqual({ reason: 'must not be blank' });
    expect(await fields(advance(0, { reason: 'x'.repeat(501) }))).toHaveProperty('reason');
    expect(await fields(advance(0, { advanced_on: '2099-01-01' }))).toEqual({
      advanced_on: 'must not be in the future',
    });
    expect(await fields(advance(0, { advanced_on: '5 March' }))).toHaveProperty('advanced_on');
    expect(await fields(advance(0, { producer_id: farm.driverId }))).toEqual({
      producer_id: 'is a Driver link, not a Producer',
    });
    const { producer_id: _, ...withoutFarmer } = advance(0);
    expect(await fields(withoutFarmer)).toEqual({ producer_id: 'is required' });
  });

  it('counts only deductions of approved pay, once, and refuses deleting a deducted advance', async () => {
    const settled = expectStatus(await post(advance(2, { amount: 3000 })), 201);
    const run = await payRun(t, admin.orgId, '2026-03-01', '2026-03-31', 'approved');
    const original = await deducted(settled.id, farm.producers[2].id, 1200, run);
    const get = async () => expectStatus(await t.as(admin, { method: 'GET', url: `/advances/${settled.id}` }), 200);
    expect((await get()).remaining).toBe(1800);
    // The replacement of a reversed payment copies its lines: the advance is not settled twice.
    await deducted(settled.id, farm.producers[2].id, 1200, run, original);
    expect((await get()).remaining).toBe(1800);
    const refused = await t.as(admin, { method: 'DELETE', url: `/advances/${settled.id}` });
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      message: 'Pay for 2026-03-01 to 2026-03-31 has deducted this advance: it can no longer be deleted',
    });
  });

  it('leaves a draft deduction out of what remains, and says which draft holds it', async () => {
    const drafted = expectStatus(await post(advance(1, { amount: 800 })), 201);
    const other = await createFarm(t, 'Drafting', 1);
    const theirs = expectStatus(
      await post({ ...advance(0), producer_id: other.producers[0].id, amount: 800 }, other.account),
      201,
    );
    await payRun(t, other.account.orgId, '2026-03-01', '2026-03-31', 'draft').then(async (run) => {
      const { rows } = await t.db.query<{ id: string }>(
        `INSERT INTO payments (organization_id, producer_id, period_start, period_end, litres, rate_per_litre, gross_amount,
                               adjustments, deductions, amount_due, due_date, status, pay_run_id)
         VALUES ($1, $2, '2026-03-01', '2026-03-31', 100, 50, 5000, 0, 800, 4200, '2026-04-10', 'draft', $3) RETURNING id`,
        [other.account.orgId, other.producers[0].id, run],
      );
      await t.db.query(
        `INSERT INTO payment_lines (payment_id, position, organization_id, kind, description, advance_id, amount, owed_before, remaining)
         VALUES ($1, 0, $2, 'deduction', 'Advance', $3, -800, 800, 0)`,
        [rows[0].id, other.account.orgId, theirs.id],
      );
    });
    const shown = expectStatus(await t.as(other.account, { method: 'GET', url: `/advances/${theirs.id}` }), 200);
    expect(shown.remaining).toBe(800);
    const refused = await t.as(other.account, { method: 'DELETE', url: `/advances/${theirs.id}` });
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      message: 'The draft pay run for 2026-03-01 to 2026-03-31 deducts this advance: delete that draft first',
    });
    // One no pay has touched goes, with its audit event.
    expect((await t.as(admin, { method: 'DELETE', url: `/advances/${drafted.id}` })).statusCode).toBe(204);
    expect(await auditCount(t, 'advances', drafted.id, 'delete')).toBe(1);
  });

  it('offers no update, keeps other organisations out and asks payments:create to record or delete', async () => {
    const made = expectStatus(await post(advance(0, { amount: 100 })), 201);
    expect((await t.as(admin, { method: 'PUT', url: `/advances/${made.id}`, payload: { amount: 1 } })).statusCode).toBe(
      404,
    );
    const stranger = await t.registerAccount('Stranger');
    expect((await t.as(stranger, { method: 'GET', url: `/advances/${made.id}` })).statusCode).toBe(404);
    expect((await t.as(stranger, { method: 'DELETE', url: `/advances/${made.id}` })).statusCode).toBe(404);
    expect(expectStatus(await t.as(stranger, { method: 'GET', url: '/advances' }), 200).total).toBe(0);
    const notTheirs = await post(advance(0), stranger);
    expect(notTheirs.json().fields).toEqual({ producer_id: 'is not a producer of this organisation' });

    const clerk = await addMember(t, admin, 'user');
    expect((await t.as(clerk, { method: 'GET', url: '/advances' })).statusCode).toBe(200);
    expect((await post(advance(0), clerk)).json()).toMatchObject({
      statusCode: 403,
      message: 'You do not have permission to create payments',
    });
    expect((await t.as(clerk, { method: 'DELETE', url: `/advances/${made.id}` })).statusCode).toBe(403);
    const rates = await memberHolding(t, admin, 'Rates only', ['payments:read', 'payments:update']);
    expect((await post(advance(0), rates)).statusCode).toBe(403);
    const cashier = await memberHolding(t, admin, 'Advances clerk', ['payments:read', 'payments:create']);
    expect((await post(advance(0, { amount: 50 }), cashier)).statusCode).toBe(201);
    expect((await t.as(cashier, { method: 'DELETE', url: `/advances/${made.id}` })).statusCode).toBe(204);
  });
});
