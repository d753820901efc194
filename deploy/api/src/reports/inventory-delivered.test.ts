import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// A trip ends with the litres the cooling plant measured: PUT /trips/{id} takes them on a
// completed trip only, and the Inventory reports compare them with the handovers.
let t: TestApp;
let farm: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Inventory');
  // Two deliveries at each centre on the farm's trip (2 March, morning), 12.5 L each, one rejected.
  for (const producer of [0, 1, 2])
    expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, producer) }),
      201,
    );
  expectStatus(
    await t.as(farm.account, {
      method: 'POST',
      url: '/collections',
      payload: delivery(farm, 1, { quantity_litres: 20, status: 'rejected', rejection_reason: 'sediment' }),
    }),
    201,
  );
  // Centre 0 had two accepted deliveries (25 L), centre 1 one accepted (12.5 L) and one rejected (20 L).
  for (const [c, total, rejected] of [
    [0, 25, 0],
    [1, 32.5, 20],
  ] as const) {
    const handover = {
      location_id: farm.centres[c].id,
      trip_id: farm.tripId,
      batch_number: `B-${c}`,
      total_weight_kg: total,
      rejected_weight_kg: rejected,
      consolidated_at: '2026-03-02T09:00:00+03:00',
    };
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/consolidations', payload: handover }), 201);
  }
});
afterAll(() => t.close());

const put = (id: string, payload: object) => t.as(farm.account, { method: 'PUT', url: `/trips/${id}`, payload });
const get = async (url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);
const DAY = 'from=2026-03-02&to=2026-03-02';

it('records the delivered litres of a completed trip and compares them with the handovers', async () => {
  expect((await get(`/trips/${farm.tripId}`)).delivered_litres).toBeNull();
  expect(expectStatus(await put(farm.tripId, { delivered_litres: 37.2 }), 200).delivered_litres).toBe(37.2);

  const [trip] = (await get(`/reports/inventory-trips?${DAY}`)).data;
  expect(trip).toMatchObject({
    id: farm.tripId,
    centres: 2,
    handed_over_litres: 37.5,
    delivered_litres: 37.2,
    variance_litres: -0.3,
    variance_pct: -0.8,
    flagged: true,
    assessment: 'short',
  });
  const [day] = (await get(`/reports/inventory-variance?${DAY}`)).data;
  expect(day).toMatchObject({
    collected_litres: 37.5,
    compared_litres: 37.5,
    delivered_litres: 37.2,
    variance_pct: -0.8,
    flagged: true,
  });

  const rows = (await get(`/reports/inventory-centre-days?${DAY}&sort=centre_name`)).data;
  expect(
    rows.map((r: Record<string, unknown>) => [
      r.collected_litres,
      r.rejected_litres,
      r.handed_over_litres,
      r.on_hand_litres,
    ]),
  ).toEqual([
    [25, 0, 25, 0],
    [12.5, 20, 12.5, 0],
  ]);
});

it('flags against the tolerance the organisation sets', async () => {
  expectStatus(
    await t.as(farm.account, {
      method: 'PUT',
      url: `/organizations/${farm.account.orgId}`,
      payload: { variance_tolerance_pct: 1 },
    }),
    200,
  );
  const [trip] = (await get(`/reports/inventory-trips?${DAY}`)).data;
  expect(trip).toMatchObject({ tolerance_pct: 1, flagged: false, assessment: 'within' });
  const flagged = await get(`/reports/inventory-variance?${DAY}&filter=flagged:true`);
  expect(flagged.total).toBe(0);
  expectStatus(
    await t.as(farm.account, {
      method: 'PUT',
      url: `/organizations/${farm.account.orgId}`,
      payload: { variance_tolerance_pct: 0.5 },
    }),
    200,
  );
});

it('refuses a delivered figure on a trip not completed, a negative or a non-number, naming delivered_litres', async () => {
  const planned = expectStatus(
    await t.as(farm.account, {
      method: 'POST',
      url: '/trips',
      payload: {
        route_id: farm.routeId,
        user_roles_ids: [farm.driverId],
        start_time: '2030-01-01T08:00:00Z',
        end_time: '2030-01-01T10:00:00Z',
      },
    }),
    201,
  );
  for (const [id, payload] of [
    [planned.id, { delivered_litres: 100 }],
    [farm.tripId, { delivered_litres: -1 }],
    [farm.tripId, { delivered_litres: 'lots' }],
  ] as const) {
    const refused = await put(id, payload);
    expect({ payload, status: refused.statusCode, fields: Object.keys(refused.json().fields ?? {}) }).toEqual({
      payload,
      status: 400,
      fields: ['delivered_litres'],
    });
  }
  const created = await t.as(farm.account, {
    method: 'POST',
    url: '/trips',
    payload: {
      route_id: farm.routeId,
      user_roles_ids: [farm.driverId],
      start_time: '2030-01-01T08:00:00Z',
      end_time: '2030-01-01T10:00:00Z',
      delivered_litres: 5,
    },
  });
  expect(Object.keys(created.json().fields)).toEqual(['delivered_litres']);
});

it('drops the figure when a trip goes back from completed, and takes both in one save', async () => {
  const reopened = expectStatus(await put(farm.tripId, { status: 'in_progress' }), 200);
  expect(reopened.delivered_litres).toBeNull();
  const ended = expectStatus(await put(farm.tripId, { status: 'completed', delivered_litres: 37.5 }), 200);
  expect(ended).toMatchObject({ status: 'completed', delivered_litres: 37.5 });
  const [trip] = (await get(`/reports/inventory-trips?${DAY}`)).data;
  expect(trip).toMatchObject({ variance_pct: 0, flagged: false, assessment: 'within' });
});

it("keeps another organisation from recording or reading a trip's figures", async () => {
  const other = await t.registerAccount('Elsewhere');
  const theirs = await t.as(other, { method: 'PUT', url: `/trips/${farm.tripId}`, payload: { delivered_litres: 1 } });
  expect(theirs.statusCode).toBe(404);
  expect(
    (await t.as(other, { method: 'GET', url: `/reports/inventory-trips?organization_id=${farm.account.orgId}` }))
      .statusCode,
  ).toBe(403);
  expect(
    (await t.as(other, { method: 'GET', url: '/reports/inventory-trips?from=2026-03-02&to=2026-03-02' })).json().total,
  ).toBe(0);
});
