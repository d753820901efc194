import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { periodSql } from '../resources/report';
import { SqlParams } from '../resources/sql';
import { intakeSource } from './centre-intake';

// GET /reports/centre-intake: per centre, day and shift, what came in, from the deliveries.
let t: TestApp;
let farm: Farm;
let other: Farm;

const post = (payload: object) => t.as(farm.account, { method: 'POST', url: '/collections', payload });

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Intake');
  other = await createFarm(t, 'Elsewhere');
  // 2 March, morning: producers 0 and 2 at the first centre (one of them twice), producer 1 at
  // the second, where a delivery of 20 L is rejected. Evening: producer 0 again.
  for (const payload of [
    delivery(farm, 0),
    delivery(farm, 0, { quantity_litres: 7.5 }),
    delivery(farm, 2),
    delivery(farm, 1),
    delivery(farm, 1, { quantity_litres: 20, status: 'rejected', rejection_reason: 'sediment' }),
    delivery(farm, 0, { collected_at: '2026-03-02T17:30:00+03:00', shift: 'evening', quantity_litres: 10 }),
    // 3 March, 01:00 in Nairobi (still 2 March in UTC): the organisation's day.
    delivery(farm, 2, { collected_at: '2026-03-03T01:00:00+03:00', quantity_litres: 5 }),
  ])
    expectStatus(await post(payload), 201);
  // Another organisation's milk on the same day never shows.
  expectStatus(await t.as(other.account, { method: 'POST', url: '/collections', payload: delivery(other, 0) }), 201);
});
afterAll(() => t.close());

const get = (url: string, account = farm.account) => t.as(account, { method: 'GET', url });
const rowsOf = async (url: string) => expectStatus(await get(url), 200).data as Record<string, unknown>[];
const PERIOD = 'from=2026-03-02&to=2026-03-03';

it('counts deliveries, farmers, accepted and rejected litres per centre, day and shift', async () => {
  const rows = await rowsOf(`/reports/centre-intake?${PERIOD}&sort=day,centre_name,shift`);
  expect(
    rows.map((r) => [
      r.centre_name,
      r.day,
      r.shift,
      r.deliveries,
      r.farmers,
      r.accepted_litres,
      r.rejected_litres,
      r.average_litres,
    ]),
  ).toEqual([
    ['Intake Githunguri', '2026-03-02', 'evening', 1, 1, 10, 0, 10],
    ['Intake Githunguri', '2026-03-02', 'morning', 3, 2, 32.5, 0, 10.83],
    ['Intake Limuru', '2026-03-02', 'morning', 2, 1, 12.5, 20, 16.25],
    ['Intake Githunguri', '2026-03-03', 'morning', 1, 1, 5, 0, 5],
  ]);
  expect(rows[0]).toMatchObject({ location_id: farm.centres[0].id, id: `${farm.centres[0].id}:2026-03-02:evening` });
});

it('sorts, filters and searches on the server, and exports the same rows as CSV', async () => {
  const byLitres = await rowsOf(`/reports/centre-intake?${PERIOD}&sort=-accepted_litres&limit=2`);
  expect(byLitres.map((r) => r.accepted_litres)).toEqual([32.5, 12.5]);
  const limuru = await rowsOf(`/reports/centre-intake?${PERIOD}&q=limuru`);
  expect(limuru.map((r) => r.rejected_litres)).toEqual([20]);
  const evening = await rowsOf(`/reports/centre-intake?${PERIOD}&filter=shift:evening`);
  expect(evening).toHaveLength(1);

  const csv = await get(`/reports/centre-intake?${PERIOD}&format=csv&sort=day,centre_name,shift`);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split(/\r?\n/);
  expect(lines).toHaveLength(5);
  expect(lines[0]).toContain('deliveries');
});

it('covers the last 7 days by default, and refuses a period the wrong way round', async () => {
  // The deliveries are in March 2026: a default period ending today holds none of them
  // unless today is within a week of them, so ask for a last day and no first.
  expect(await rowsOf('/reports/centre-intake?to=2026-03-08')).toHaveLength(4);
  expect(await rowsOf('/reports/centre-intake?to=2026-03-09')).toHaveLength(1);
  expectStatus(await get('/reports/centre-intake?from=2026-03-03&to=2026-03-02'), 400);
});

it("shows only the caller's organisation, and needs a sign-in", async () => {
  const mine = await rowsOf(`/reports/centre-intake?${PERIOD}`);
  expect(mine).toHaveLength(4);
  expect(mine.some((r) => r.location_id === other.centres[0].id)).toBe(false);
  expect(await rowsOf(`/reports/centre-intake?${PERIOD}&organization_id=${farm.account.orgId}`)).toHaveLength(4);
  expectStatus(await get(`/reports/centre-intake?${PERIOD}&organization_id=${other.account.orgId}`), 403);
  expectStatus(await t.app.inject({ method: 'GET', url: `/reports/centre-intake?${PERIOD}` }), 401);
});

it("reads each centre's deliveries through the centre and time index", async () => {
  const params = new SqlParams();
  const source = intakeSource(periodSql(params, '2026-03-02', '2026-03-03'));
  const sql = `EXPLAIN SELECT * FROM ${source} t WHERE t.organization_id = ${params.add(farm.account.orgId)}`;
  const plan = await t.db.transaction(async (tx) => {
    // A few test rows make any plan cheap: ask for the one a large table gets.
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query(sql, params.values);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
  expect(plan).toContain('collections_location_id_collected_at_idx');
});
