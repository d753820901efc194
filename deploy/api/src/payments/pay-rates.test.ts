import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { addMember } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { auditCount, memberHolding, payRun } from '../testing/pay-settings-fixture';

let t: TestApp;
let farm: Farm;
let other: Farm;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Rates', 4);
  other = await createFarm(t, 'Elsewhere', 1);
  admin = farm.account;
});
afterAll(() => t.close());

const post = (payload: object, as: Account = admin) => t.as(as, { method: 'POST', url: '/pay-rates', payload });
const farmerRate = (producer: number, extra: object = {}) => ({
  kind: 'farmer',
  producer_id: farm.producers[producer].id,
  rate_per_litre: 52.5,
  effective_from: '2026-01-01',
  ...extra,
});

describe('/pay-rates', () => {
  it('creates farmer, special and route rates and lists them with the farmer and route by name', async () => {
    const standing = expectStatus(await post(farmerRate(0, { notes: '  Long-standing member ' })), 201);
    expect(standing).toMatchObject({
      kind: 'farmer',
      producer_id: farm.producers[0].id,
      route_id: null,
      rate_per_litre: 52.5,
      effective_from: '2026-01-01',
      effective_to: null,
      notes: 'Long-standing member',
      farmer_name: farm.producers[0].name,
      member_id: 'F-001',
      route_name: null,
      created_by: admin.userId,
    });
    expect(await auditCount(t, 'pay-rates', standing.id, 'create')).toBe(1);
    const special = expectStatus(
      await post(
        farmerRate(0, {
          kind: 'farmer_special',
          rate_per_litre: 58,
          effective_from: '2026-02-01',
          effective_to: '2026-02-28',
        }),
      ),
      201,
    );
    const route = expectStatus(
      await post({ kind: 'route', route_id: farm.routeId, rate_per_litre: 49.75, effective_from: '2026-01-01' }),
      201,
    );
    expect(route).toMatchObject({ route_name: 'Rates Loop', farmer_name: null, producer_id: null });

    const list = expectStatus(await t.as(admin, { method: 'GET', url: '/pay-rates' }), 200);
    expect(list.total).toBe(3);
    const byKind = expectStatus(
      await t.as(admin, { method: 'GET', url: '/pay-rates?filter=kind:farmer_special' }),
      200,
    );
    expect(byKind.data.map((r: { id: string }) => r.id)).toEqual([special.id]);
    const byFarmer = expectStatus(
      await t.as(admin, { method: 'GET', url: `/pay-rates?filter=producer_id:${farm.producers[0].id}` }),
      200,
    );
    expect(byFarmer.total).toBe(2);
    const byRoute = expectStatus(
      await t.as(admin, { method: 'GET', url: `/pay-rates?filter=route_id:${farm.routeId}` }),
      200,
    );
    expect(byRoute.data).toEqual([expect.objectContaining({ id: route.id, rate_per_litre: 49.75 })]);
  });

  it('refuses bad rates, naming the field', async () => {
    const fields = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await fields(farmerRate(1, { rate_per_litre: 0 }))).toEqual({ rate_per_litre: 'must be > 0' });
    expect(await fields(farmerRate(1, { rate_per_litre: 1000 }))).toEqual({ rate_per_litre: 'must be < 1000' });
    expect(await fields(farmerRate(1, { rate_per_litre: 50.125 }))).toEqual({
      rate_per_litre: 'must be in whole cents (at most 2 decimals)',
    });
    expect(await fields(farmerRate(1, { kind: 'bonus' }))).toHaveProperty('kind');
    expect(await fields(farmerRate(1, { effective_from: '2026-02-30' }))).toHaveProperty('effective_from');
    expect(await fields(farmerRate(1, { kind: 'farmer_special' }))).toEqual({
      effective_to: 'is required for a special rate',
    });
    expect(await fields(farmerRate(1, { effective_to: '2026-03-01' }))).toEqual({
      effective_to: 'must not be given: a farmer rate runs until a later one starts',
    });
    expect(
      await fields(farmerRate(1, { kind: 'farmer_special', effective_from: '2026-03-10', effective_to: '2026-03-01' })),
    ).toEqual({
      effective_to: 'must not be before effective_from',
    });
    expect(await fields({ kind: 'farmer', rate_per_litre: 50, effective_from: '2026-01-01' })).toEqual({
      producer_id: 'is required for a farmer rate',
    });
    expect(
      await fields({
        kind: 'route',
        producer_id: farm.producers[1].id,
        rate_per_litre: 50,
        effective_from: '2026-01-01',
      }),
    ).toEqual({
      route_id: 'is required for a route rate',
    });
    expect(await fields({ ...farmerRate(1), route_id: farm.routeId })).toEqual({
      route_id: 'must not be given for a farmer rate',
    });
    expect(await fields(farmerRate(1, { producer_id: farm.driverId }))).toEqual({
      producer_id: 'is a Driver link, not a Producer',
    });
    expect(await fields(farmerRate(1, { producer_id: other.producers[0].id }))).toEqual({
      producer_id: 'is not a producer of this organisation',
    });
    expect(
      await fields({ kind: 'route', route_id: other.routeId, rate_per_litre: 50, effective_from: '2026-01-01' }),
    ).toEqual({
      route_id: 'is not a route of this organisation',
    });
  });

  it("keeps one farmer's special periods apart and one start day per farmer and kind", async () => {
    const special = (from: string, to: string) =>
      post(farmerRate(2, { kind: 'farmer_special', rate_per_litre: 60, effective_from: from, effective_to: to }));
    const first = expectStatus(await special('2026-04-01', '2026-04-30'), 201);
    const overlap = await special('2026-04-20', '2026-05-10');
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().fields).toEqual({
      effective_from: "overlaps this farmer's special rate of 2026-04-01 to 2026-04-30",
    });
    expectStatus(await special('2026-05-01', '2026-05-31'), 201);
    // Another farmer's period may overlap.
    expectStatus(
      await post(farmerRate(3, { kind: 'farmer_special', effective_from: '2026-04-15', effective_to: '2026-04-16' })),
      201,
    );
    // Stretching the first into the second is an overlap too; stretching it alone is not.
    const stretched = await t.as(admin, {
      method: 'PUT',
      url: `/pay-rates/${first.id}`,
      payload: { effective_to: '2026-05-02' },
    });
    expect(stretched.json().fields).toEqual({
      effective_from: "overlaps this farmer's special rate of 2026-05-01 to 2026-05-31",
    });
    const moved = expectStatus(
      await t.as(admin, { method: 'PUT', url: `/pay-rates/${first.id}`, payload: { effective_from: '2026-03-25' } }),
      200,
    );
    expect(moved).toMatchObject({ effective_from: '2026-03-25', effective_to: '2026-04-30', rate_per_litre: 60 });

    expectStatus(await post(farmerRate(2, { effective_from: '2026-06-01' })), 201);
    const twice = await post(farmerRate(2, { effective_from: '2026-06-01', rate_per_litre: 55 }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      message: 'Another farmer rate starts on 2026-06-01',
      fields: { effective_from: 'another farmer rate starts on this day' },
    });
  });

  it('updates the rate, dates and notes but not whose rate it is', async () => {
    const made = expectStatus(await post(farmerRate(1, { effective_from: '2026-07-01' })), 201);
    const updated = expectStatus(
      await t.as(admin, {
        method: 'PUT',
        url: `/pay-rates/${made.id}`,
        payload: { rate_per_litre: 53.1, notes: null },
      }),
      200,
    );
    expect(updated).toMatchObject({ rate_per_litre: 53.1, notes: null, producer_id: farm.producers[1].id });
    // Unknown fields of a body are dropped (the API's rule): the farmer stays.
    const moved = await t.as(admin, {
      method: 'PUT',
      url: `/pay-rates/${made.id}`,
      payload: { producer_id: farm.producers[2].id },
    });
    expect(expectStatus(moved, 200)).toMatchObject({ producer_id: farm.producers[1].id, rate_per_litre: 53.1 });
    expect(await auditCount(t, 'pay-rates', made.id, 'update')).toBeGreaterThanOrEqual(1);
    expect((await t.as(admin, { method: 'DELETE', url: `/pay-rates/${made.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/pay-rates/${made.id}` })).statusCode).toBe(404);
    expect(await auditCount(t, 'pay-rates', made.id, 'delete')).toBe(1);
  });

  it('never changes pay that is approved', async () => {
    const closing = await createFarm(t, 'Closing', 1);
    const as = closing.account;
    const rate = (extra: object = {}) => ({
      kind: 'farmer',
      producer_id: closing.producers[0].id,
      rate_per_litre: 50,
      ...extra,
    });
    const old = expectStatus(await post(rate({ effective_from: '2026-09-01' }), as), 201);
    await payRun(t, as.orgId, '2026-10-01', '2026-10-31', 'approved');
    // A draft run is still open to change.
    await payRun(t, as.orgId, '2026-11-01', '2026-11-30', 'draft');

    const early = await post(rate({ effective_from: '2026-10-31' }), as);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Pay up to 2026-10-31 is approved: this change must take effect from 2026-11-01 or later',
      fields: { effective_from: 'must be 2026-11-01 or later: pay up to 2026-10-31 is approved' },
    });
    const edit = await t.as(as, { method: 'PUT', url: `/pay-rates/${old.id}`, payload: { rate_per_litre: 51 } });
    expect(edit.statusCode).toBe(409);
    const moveOut = await t.as(as, {
      method: 'PUT',
      url: `/pay-rates/${old.id}`,
      payload: { effective_from: '2026-11-01' },
    });
    expect(moveOut.statusCode).toBe(409);
    const remove = await t.as(as, { method: 'DELETE', url: `/pay-rates/${old.id}` });
    expect(remove.json()).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('Pay up to 2026-10-31 is approved'),
    });
    // Only the notes may still change: they are not pay.
    expectStatus(
      await t.as(as, { method: 'PUT', url: `/pay-rates/${old.id}`, payload: { notes: 'Superseded in November' } }),
      200,
    );

    const next = expectStatus(await post(rate({ effective_from: '2026-11-01', rate_per_litre: 51 }), as), 201);
    expectStatus(
      await t.as(as, { method: 'PUT', url: `/pay-rates/${next.id}`, payload: { rate_per_litre: 51.5 } }),
      200,
    );
    const back = await t.as(as, {
      method: 'PUT',
      url: `/pay-rates/${next.id}`,
      payload: { effective_from: '2026-10-20' },
    });
    expect(back.json().fields).toEqual({
      effective_from: 'must be 2026-11-01 or later: pay up to 2026-10-31 is approved',
    });
    const special = await post(
      rate({ kind: 'farmer_special', effective_from: '2026-11-01', effective_to: '2026-11-15' }),
      as,
    );
    expect(special.statusCode).toBe(201);
    expect((await t.as(as, { method: 'DELETE', url: `/pay-rates/${special.json().id}` })).statusCode).toBe(204);
  });

  it('keeps other organisations out', async () => {
    const theirs = expectStatus(
      await post(
        { kind: 'route', route_id: other.routeId, rate_per_litre: 40, effective_from: '2026-01-01' },
        other.account,
      ),
      201,
    );
    expect((await t.as(admin, { method: 'GET', url: `/pay-rates/${theirs.id}` })).statusCode).toBe(404);
    expect(
      (await t.as(admin, { method: 'PUT', url: `/pay-rates/${theirs.id}`, payload: { rate_per_litre: 1 } })).statusCode,
    ).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/pay-rates/${theirs.id}` })).statusCode).toBe(404);
    const mine = expectStatus(await t.as(admin, { method: 'GET', url: '/pay-rates?limit=1000' }), 200);
    expect(mine.data.some((r: { id: string }) => r.id === theirs.id)).toBe(false);
    expect((await t.as(admin, { method: 'GET', url: `/pay-rates?org_id=${other.account.orgId}` })).statusCode).toBe(
      403,
    );
  });

  it('lets payments:read see the rates and only payments:update change them', async () => {
    const clerk = await addMember(t, admin, 'user');
    expect((await t.as(clerk, { method: 'GET', url: '/pay-rates' })).statusCode).toBe(200);
    const refused = await post(farmerRate(3, { effective_from: '2026-08-01' }), clerk);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: 'You do not have permission to update payments' });
    const officer = await memberHolding(t, admin, 'Rates officer', ['payments:read', 'payments:update']);
    const made = expectStatus(await post(farmerRate(3, { effective_from: '2026-08-01' }), officer), 201);
    expect((await t.as(clerk, { method: 'DELETE', url: `/pay-rates/${made.id}` })).statusCode).toBe(403);
    expect((await t.as(officer, { method: 'DELETE', url: `/pay-rates/${made.id}` })).statusCode).toBe(204);
  });
});
