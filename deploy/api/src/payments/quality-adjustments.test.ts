import { expectStatus } from '../testing/dairy-fixture';
import { addMember } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { auditCount, memberHolding, payRun } from '../testing/pay-settings-fixture';
import { ruleLabel as adjustmentLabel } from '../domain/pay-computation';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Quality pay');
});
afterAll(() => t.close());

const post = (payload: object, as: Account = admin) =>
  t.as(as, { method: 'POST', url: '/quality-adjustments', payload });
const sccBonus = (extra: object = {}) => ({
  measure: 'scc',
  comparison: 'below',
  threshold: 200_000,
  amount_per_litre: 1.5,
  effective_from: '2026-01-01',
  ...extra,
});

describe('adjustmentLabel', () => {
  it('reads as the issue writes the rules', () => {
    expect(adjustmentLabel({ measure: 'scc', comparison: 'below', threshold: 200000, amount_per_litre: 1.5 })).toBe(
      'SCC below 200,000: +Ksh 1.50/L',
    );
    expect(adjustmentLabel({ measure: 'scc', comparison: 'above', threshold: 400000, amount_per_litre: -2 })).toBe(
      'SCC above 400,000: -Ksh 2.00/L',
    );
    expect(adjustmentLabel({ measure: 'fat_pct', comparison: 'at_or_above', threshold: 4, amount_per_litre: 1 })).toBe(
      'Fat at or above 4.0%: +Ksh 1.00/L',
    );
    expect(
      adjustmentLabel({ measure: 'protein_pct', comparison: 'at_or_below', threshold: 2.85, amount_per_litre: -0.5 }),
    ).toBe('Protein at or below 2.85%: -Ksh 0.50/L');
  });
});

describe('/quality-adjustments', () => {
  it('creates, lists, updates and deletes rules, each with its label', async () => {
    const bonus = expectStatus(await post(sccBonus()), 201);
    expect(bonus).toMatchObject({
      measure: 'scc',
      comparison: 'below',
      threshold: 200000,
      amount_per_litre: 1.5,
      effective_from: '2026-01-01',
      effective_to: null,
      label: 'SCC below 200,000: +Ksh 1.50/L',
      created_by: admin.userId,
    });
    const penalty = expectStatus(
      await post(sccBonus({ comparison: 'above', threshold: 400_000, amount_per_litre: -2 })),
      201,
    );
    expect(penalty.label).toBe('SCC above 400,000: -Ksh 2.00/L');
    expectStatus(
      await post({ ...sccBonus(), measure: 'fat_pct', comparison: 'at_or_above', threshold: 4, amount_per_litre: 1 }),
      201,
    );

    const list = expectStatus(
      await t.as(admin, { method: 'GET', url: '/quality-adjustments?filter=measure:scc&sort=threshold' }),
      200,
    );
    expect(list.data.map((rule: { label: string }) => rule.label)).toEqual([
      'SCC below 200,000: +Ksh 1.50/L',
      'SCC above 400,000: -Ksh 2.00/L',
    ]);

    const changed = expectStatus(
      await t.as(admin, {
        method: 'PUT',
        url: `/quality-adjustments/${bonus.id}`,
        payload: { threshold: 150_000, amount_per_litre: 2.25 },
      }),
      200,
    );
    expect(changed.label).toBe('SCC below 150,000: +Ksh 2.25/L');
    expect((await t.as(admin, { method: 'DELETE', url: `/quality-adjustments/${penalty.id}` })).statusCode).toBe(204);
    expect(await auditCount(t, 'quality-adjustments', bonus.id, 'update')).toBe(1);
    expect(await auditCount(t, 'quality-adjustments', penalty.id, 'delete')).toBe(1);
  });

  it('refuses bad rules, naming the field', async () => {
    const fields = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await fields(sccBonus({ measure: 'lactose' }))).toHaveProperty('measure');
    expect(await fields(sccBonus({ comparison: 'equals' }))).toHaveProperty('comparison');
    expect(await fields(sccBonus({ threshold: -1 }))).toEqual({ threshold: 'must be >= 0' });
    expect(await fields(sccBonus({ threshold: 10_000_001 }))).toEqual({ threshold: 'must be <= 10000000' });
    expect(await fields(sccBonus({ threshold: 200_000.5 }))).toEqual({
      threshold: 'must be a whole number of cells/ml',
    });
    expect(await fields(sccBonus({ measure: 'fat_pct', threshold: 15.5 }))).toEqual({
      threshold: 'must be at most 15 for Fat',
    });
    expect(await fields(sccBonus({ measure: 'protein_pct', threshold: 11 }))).toEqual({
      threshold: 'must be at most 10 for Protein',
    });
    expect(await fields(sccBonus({ measure: 'fat_pct', threshold: 4.125 }))).toEqual({
      threshold: 'must have at most 2 decimals',
    });
    expect(await fields(sccBonus({ amount_per_litre: 0 }))).toEqual({ amount_per_litre: 'must not be 0' });
    expect(await fields(sccBonus({ amount_per_litre: -100.5 }))).toEqual({ amount_per_litre: 'must be >= -100' });
    expect(await fields(sccBonus({ amount_per_litre: 100.01 }))).toEqual({ amount_per_litre: 'must be <= 100' });
    expect(await fields(sccBonus({ amount_per_litre: 1.005 }))).toEqual({
      amount_per_litre: 'must be in whole cents (at most 2 decimals)',
    });
    expect(await fields(sccBonus({ effective_to: '2025-12-31' }))).toEqual({
      effective_to: 'must not be before effective_from',
    });
    expect(await fields({ measure: 'scc', comparison: 'below', threshold: 1, amount_per_litre: 1 })).toEqual({
      effective_from: 'is required',
    });
  });

  it('never changes approved pay, but a standing rule may end after it', async () => {
    const org = await t.registerAccount('Closed quality');
    const rule = expectStatus(await post(sccBonus({ effective_from: '2026-06-01' }), org), 201);
    await payRun(t, org.orgId, '2026-07-01', '2026-07-15', 'processing');

    const early = await post(sccBonus({ effective_from: '2026-07-15' }), org);
    expect(early.json()).toMatchObject({
      statusCode: 409,
      message: 'Pay up to 2026-07-15 is approved: this change must take effect from 2026-07-16 or later',
      fields: { effective_from: 'must be 2026-07-16 or later: pay up to 2026-07-15 is approved' },
    });
    const put = (payload: object) => t.as(org, { method: 'PUT', url: `/quality-adjustments/${rule.id}`, payload });
    expect((await put({ amount_per_litre: 3 })).statusCode).toBe(409);
    expect((await put({ comparison: 'at_or_below' })).statusCode).toBe(409);
    const endedInside = await put({ effective_to: '2026-07-10' });
    expect(endedInside.json()).toMatchObject({
      statusCode: 409,
      fields: { effective_to: 'must be 2026-07-16 or later: pay up to 2026-07-15 is approved' },
    });
    expect((await t.as(org, { method: 'DELETE', url: `/quality-adjustments/${rule.id}` })).statusCode).toBe(409);
    // Ending it with the last approved day (or later) changes no approved pay.
    expect(expectStatus(await put({ effective_to: '2026-07-15' }), 200)).toMatchObject({ effective_to: '2026-07-15' });
    expectStatus(await put({ effective_to: '2026-08-31' }), 200);
    expect((await put({ effective_to: null })).statusCode).toBe(200);

    const next = expectStatus(await post(sccBonus({ effective_from: '2026-07-16', amount_per_litre: 1.75 }), org), 201);
    expectStatus(
      await t.as(org, { method: 'PUT', url: `/quality-adjustments/${next.id}`, payload: { threshold: 180_000 } }),
      200,
    );
    expect((await t.as(org, { method: 'DELETE', url: `/quality-adjustments/${next.id}` })).statusCode).toBe(204);
  });

  it('keeps other organisations out and asks payments:update to change rules', async () => {
    const theirs = await t.registerAccount('Other quality');
    const rule = expectStatus(await post(sccBonus(), theirs), 201);
    expect((await t.as(admin, { method: 'GET', url: `/quality-adjustments/${rule.id}` })).statusCode).toBe(404);
    expect(
      (await t.as(admin, { method: 'PUT', url: `/quality-adjustments/${rule.id}`, payload: { threshold: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/quality-adjustments/${rule.id}` })).statusCode).toBe(404);
    const mine = expectStatus(await t.as(admin, { method: 'GET', url: '/quality-adjustments?limit=1000' }), 200);
    expect(mine.data.some((r: { id: string }) => r.id === rule.id)).toBe(false);

    const clerk = await addMember(t, admin, 'user');
    expect((await t.as(clerk, { method: 'GET', url: '/quality-adjustments' })).statusCode).toBe(200);
    expect((await post(sccBonus(), clerk)).statusCode).toBe(403);
    const officer = await memberHolding(t, admin, 'Quality pay officer', ['payments:read', 'payments:update']);
    const made = expectStatus(await post(sccBonus({ effective_from: '2026-03-01' }), officer), 201);
    expect(
      (await t.as(clerk, { method: 'PUT', url: `/quality-adjustments/${made.id}`, payload: { threshold: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await t.as(officer, { method: 'DELETE', url: `/quality-adjustments/${made.id}` })).statusCode).toBe(204);
  });
});
