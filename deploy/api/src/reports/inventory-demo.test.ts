import { expectStatus } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// The Inventory page's figures on the demo data (as of 2026-03-02 09:30 in Nairobi): they add
// up, they equal the collections list filtered the same way, and the demo's two stories
// (a spillage on 24 February, milk that grew on 17 February) are the only flagged days.
let t: TestApp;
let admin: string;
let clerk: string;
let qa: string;
let tamu: string;
let org: string;
let tamuOrg: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [admin, clerk, qa, tamu] = await Promise.all(
    ['admin@maziwa.test', 'clerk@maziwa.test', 'qa@maziwa.test', 'admin@tamu.test'].map((e) =>
      t.signIn(e, 'Maziwa-2026'),
    ),
  );
  org = (await t.as(admin, { method: 'GET', url: '/users/me' })).json().organization_ids[0];
  tamuOrg = (await t.as(tamu, { method: 'GET', url: '/users/me' })).json().organization_ids[0];
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });
const ok = async (url: string, token = admin) => expectStatus(await get(url, token), 200);
const PERIOD = 'from=2026-02-01&to=2026-03-02';
const sum = (rows: Array<Record<string, number>>, key: string) =>
  Math.round(rows.reduce((s, r) => s + r[key], 0) * 100) / 100;

/** Every accepted delivery of a centre and day, as the collections list answers them, page by page. */
async function listedLitres(locationId: string, day: string): Promise<number> {
  let litres = 0;
  for (let offset = 0; ; offset += 1000) {
    const page = await ok(
      `/collections?org_id=${org}&filter=location_id:${locationId},collected_at:${day},status:accepted&limit=1000&offset=${offset}`,
    );
    litres += page.data.reduce((s: number, c: { quantity_litres: number }) => s + c.quantity_litres, 0);
    if (offset + 1000 >= page.total) return Math.round(litres * 100) / 100;
  }
}

describe('per centre and day', () => {
  it('collects for a centre and day exactly what the collections list holds for it', async () => {
    const rows = (await ok(`/reports/inventory-centre-days?organization_id=${org}&${PERIOD}&limit=1000`)).data;
    // Three centre-days: a full one, one in the middle of the window, and today in progress.
    const picks = [
      rows[0],
      rows[Math.floor(rows.length / 2)],
      rows.find((r: { day: string }) => r.day === '2026-02-10'),
    ];
    for (const pick of picks) {
      const sameDay = rows.filter(
        (r: { location_id: string; day: string }) => r.location_id === pick.location_id && r.day === pick.day,
      );
      expect({ centre: pick.centre_name, day: pick.day, litres: sum(sameDay, 'collected_litres') }).toEqual({
        centre: pick.centre_name,
        day: pick.day,
        litres: await listedLitres(pick.location_id, pick.day),
      });
    }
  });

  it('adds up: on hand is collected less handed over, and handed over plus rejected is what the centre received', async () => {
    const rows = (await ok(`/reports/inventory-centre-days?organization_id=${org}&${PERIOD}&limit=1000`)).data;
    for (const row of rows) expect(row.on_hand_litres).toBeCloseTo(row.collected_litres - row.handed_over_litres, 2);
    // Past days are all picked up: nothing left on hand. Today's evening milk is not in yet.
    expect(
      rows.filter((r: { day: string; on_hand_litres: number }) => r.day < '2026-03-02' && r.on_hand_litres !== 0),
    ).toEqual([]);
    const pickups = (
      await ok(`/reports/pickup-management?organization_id=${org}&from=2026-02-20&to=2026-02-20&limit=1000`)
    ).data;
    const day = rows.filter((r: { day: string }) => r.day === '2026-02-20');
    expect(sum(day, 'handed_over_litres')).toBe(sum(pickups, 'handed_over_weight'));
    expect(sum(day, 'rejected_litres')).toBe(sum(pickups, 'rejected_weight'));
  });

  it('has cards that are the totals of the table under the same filter', async () => {
    // Ten days: every row of the table fits in one page of 1,000.
    const period = 'from=2026-02-21&to=2026-03-02';
    const first = (await ok(`/reports/inventory-centre-days?organization_id=${org}&${period}&limit=1`)).data[0];
    for (const filter of ['', `&filter=location_id:${first.location_id}`, '&filter=shift:evening']) {
      const page = await ok(`/reports/inventory-centre-days?organization_id=${org}&${period}&limit=1000${filter}`);
      expect(page.data).toHaveLength(page.total);
      const rows = page.data;
      const cards = await ok(`/reports/inventory-summary?organization_id=${org}&${period}${filter}`);
      expect(cards).toEqual({
        from: '2026-02-21',
        to: '2026-03-02',
        collected_litres: sum(rows, 'collected_litres'),
        rejected_litres: sum(rows, 'rejected_litres'),
        handed_over_litres: sum(rows, 'handed_over_litres'),
        on_hand_litres: sum(rows, 'on_hand_litres'),
      });
    }
    expect(
      (await get(`/reports/inventory-summary?organization_id=${org}&filter=colour:red`)).json().fields,
    ).toHaveProperty('filter');
    expect(
      (await get(`/reports/inventory-summary?organization_id=${org}&from=2026-03-02&to=2026-03-01`)).json().fields,
    ).toHaveProperty('to');
  });
});

describe('daily variance', () => {
  it('flags the spillage and the suspected watering, and only those days', async () => {
    const days = (await ok(`/reports/inventory-variance?organization_id=${org}&from=2026-01-31&to=2026-03-01&sort=day`))
      .data;
    expect(days).toHaveLength(30);
    const flagged = days.filter((d: { flagged: boolean }) => d.flagged);
    expect(flagged.map((d: Record<string, unknown>) => [d.day, d.assessment, d.variance_pct])).toEqual([
      ['2026-02-17', 'over', 1.4],
      ['2026-02-24', 'short', -2.1],
    ]);
    for (const d of days) {
      expect(d.tolerance_pct).toBe(0.5);
      expect(d.trips_awaiting).toBe(0);
      expect(d.compared_litres).toBe(d.handed_over_litres);
      expect(d.variance_litres).toBeCloseTo(d.delivered_litres - d.compared_litres, 2);
      if (!d.flagged) expect(Math.abs(d.variance_pct)).toBeLessThanOrEqual(0.5);
    }
  });

  it("counts a day as the sum of its trips, and leaves today's trips on the road out of the comparison", async () => {
    const trips = (await ok(`/reports/inventory-trips?organization_id=${org}&from=2026-02-24&to=2026-02-24&limit=100`))
      .data;
    const [day] = (await ok(`/reports/inventory-variance?organization_id=${org}&from=2026-02-24&to=2026-02-24`)).data;
    expect(day.handed_over_litres).toBe(sum(trips, 'handed_over_litres'));
    expect(day.delivered_litres).toBe(sum(trips, 'delivered_litres'));
    expect(trips.filter((tr: { flagged: boolean }) => tr.flagged)).toHaveLength(1);
    const [today] = (await ok(`/reports/inventory-variance?organization_id=${org}&from=2026-03-02&to=2026-03-02`)).data;
    expect(today).toMatchObject({ delivered_litres: null, assessment: 'no_figure', flagged: false });
    expect(today.trips_awaiting).toBeGreaterThan(0);
  });

  it("flags against the organisation's tolerance, which those who may update it change", async () => {
    expect((await ok(`/organizations/${org}`)).variance_tolerance_pct).toBe(0.5);
    const refused = await t.as(clerk, {
      method: 'PUT',
      url: `/organizations/${org}`,
      payload: { variance_tolerance_pct: 3 },
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.as(admin, {
      method: 'PUT',
      url: `/organizations/${org}`,
      payload: { variance_tolerance_pct: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['variance_tolerance_pct']);

    expectStatus(
      await t.as(admin, { method: 'PUT', url: `/organizations/${org}`, payload: { variance_tolerance_pct: 1.5 } }),
      200,
    );
    const flagged = await ok(`/reports/inventory-variance?organization_id=${org}&${PERIOD}&filter=flagged:true`);
    expect(flagged.data.map((d: { day: string }) => d.day)).toEqual(['2026-02-24']);
    expectStatus(
      await t.as(admin, { method: 'PUT', url: `/organizations/${org}`, payload: { variance_tolerance_pct: 0.5 } }),
      200,
    );
  });
});

describe('who sees what', () => {
  it("keeps a QA/Collector to its own centres' milk and out of the trips' figures", async () => {
    const own = await ok(`/reports/inventory-centre-days?${PERIOD}&limit=1000`, qa);
    const all = await ok(`/reports/inventory-centre-days?organization_id=${org}&${PERIOD}&limit=1`);
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    const cards = await ok(`/reports/inventory-summary?${PERIOD}`, qa);
    expect(cards.collected_litres).toBe(sum(own.data, 'collected_litres'));
    expect((await get('/reports/inventory-variance', qa)).statusCode).toBe(403);
    expect((await get('/reports/inventory-trips', qa)).statusCode).toBe(403);
  });

  it("never shows another organisation's milk", async () => {
    for (const name of ['inventory-centre-days', 'inventory-trips', 'inventory-variance', 'inventory-summary']) {
      expect((await get(`/reports/${name}?organization_id=${tamuOrg}`)).statusCode).toBe(403);
    }
    const mine = await ok(`/reports/inventory-trips?${PERIOD}&limit=1000`);
    const theirs = await ok(`/reports/inventory-trips?${PERIOD}&limit=1000`, tamu);
    const ids = new Set(mine.data.map((r: { id: string }) => r.id));
    expect(theirs.data.some((r: { id: string }) => ids.has(r.id))).toBe(false);
  });
});
