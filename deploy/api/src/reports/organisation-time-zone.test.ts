import { inTimeZone } from '../db/time-zone';
import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// An organisation may keep its days in its own zone (docs/rules.md#dates); another keeps the
// server's (Africa/Nairobi). 2026-03-02 05:00 UTC is 08:00 on 2 March in Nairobi and 21:00 on
// 1 March in Los Angeles, so the same delivery falls on different days.
let t: TestApp;
let coast: Farm;
let highland: Farm;

const AT = '2026-03-02T05:00:00Z';
const get = async (farm: Farm, url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);
const setZone = (farm: Farm, time_zone: unknown) =>
  t.as(farm.account, { method: 'PUT', url: `/organizations/${farm.account.orgId}`, payload: { time_zone } });
const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

beforeAll(async () => {
  t = await createTestApp();
  coast = await createFarm(t, 'Coast', 2);
  highland = await createFarm(t, 'Highland', 2);
  for (const farm of [coast, highland]) {
    expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/collections',
        payload: delivery(farm, 0, { collected_at: AT }),
      }),
      201,
    );
  }
});
afterAll(() => t.close());

describe("an organisation's time zone", () => {
  it('is the server zone until set, then the named IANA zone, spelt as the database spells it', async () => {
    expect(await get(coast, `/organizations/${coast.account.orgId}`)).toMatchObject({ time_zone: null });
    expect((await get(coast, '/users/me')).time_zone).toBe('Africa/Nairobi');

    const updated = expectStatus(await setZone(coast, 'america/los_angeles'), 200);
    expect(updated.time_zone).toBe('America/Los_Angeles');
    expect((await get(coast, '/users/me')).time_zone).toBe('America/Los_Angeles');
    expect((await get(highland, '/users/me')).time_zone).toBe('Africa/Nairobi');
  });

  it('refuses what is not an IANA zone with a 400 naming time_zone', async () => {
    for (const bad of ['Mars/Olympus_Mons', '+03:00', 'Africa/Nairobi; DROP TABLE users', 'x'.repeat(65)]) {
      const response = await setZone(highland, bad);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['time_zone']);
    }
    expect((await get(highland, '/users/me')).time_zone).toBe('Africa/Nairobi');
  });

  it("counts each organisation's dashboard days in its own zone, recounting kept days when the zone changes", async () => {
    // The Coast delivery was recorded while its organisation was still on Nairobi's days.
    expect(await get(coast, '/reports/litres-per-day?from=2026-03-01&to=2026-03-02')).toEqual([
      { date: '2026-03-01', morning_litres: 12.5, evening_litres: 0, total_litres: 12.5 },
      { date: '2026-03-02', morning_litres: 0, evening_litres: 0, total_litres: 0 },
    ]);
    expect(await get(highland, '/reports/litres-per-day?from=2026-03-01&to=2026-03-02')).toEqual([
      { date: '2026-03-01', morning_litres: 0, evening_litres: 0, total_litres: 0 },
      { date: '2026-03-02', morning_litres: 12.5, evening_litres: 0, total_litres: 12.5 },
    ]);
    // A delivery recorded now lands on its organisation's day too.
    expectStatus(
      await t.as(coast.account, {
        method: 'POST',
        url: '/collections',
        payload: delivery(coast, 1, { collected_at: AT }),
      }),
      201,
    );
    expect(await get(coast, '/reports/summary?from=2026-03-01&to=2026-03-01')).toMatchObject({ total_litres: 25 });
    expect(await get(highland, '/reports/summary?from=2026-03-01&to=2026-03-01')).toMatchObject({ total_litres: 0 });
  });

  it("ends a default period on today in the organisation's zone", async () => {
    const before = todayIn('America/Los_Angeles');
    const summary = await get(coast, '/reports/summary');
    expect([before, todayIn('America/Los_Angeles')]).toContain(summary.to);
    const points = await get(highland, '/reports/litres-per-day');
    expect([todayIn('Africa/Nairobi')]).toContain(points.at(-1).date);
  });

  it("takes a report's from/to as days of the organisation's zone", async () => {
    // The fixture's trip starts at 08:00 on 2 March in Nairobi: 21:00 on 1 March in Los Angeles.
    const url = '/reports/collection-schedule?from=2026-03-01&to=2026-03-01';
    expect((await get(coast, url)).total).toBe(1);
    expect((await get(highland, url)).total).toBe(0);
    const csv = await t.as(coast.account, { method: 'GET', url: `${url}&format=csv` });
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    expect((await get(coast, '/trips?from=2026-03-01&to=2026-03-01')).total).toBe(1);
    expect((await get(highland, '/trips?from=2026-03-01&to=2026-03-01')).total).toBe(0);
  });

  it('counts "overdue" (due before today) in the zone asked for', async () => {
    // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC-11).
    const due = todayIn('Pacific/Pago_Pago');
    const overdue = async (zone: string) =>
      (await inTimeZone(t.db, zone).query<{ overdue: boolean }>('SELECT $1::date < current_date AS overdue', [due]))
        .rows[0].overdue;
    expect(await overdue('Pacific/Kiritimati')).toBe(true);
    expect(await overdue('Pacific/Pago_Pago')).toBe(false);
    // The zone lasts one statement: the connection is back on the server's.
    expect((await t.db.query<{ zone: string }>("SELECT current_setting('TimeZone') AS zone")).rows[0].zone).toBe(
      'Africa/Nairobi',
    );
  });

  it('goes back to the server zone with null', async () => {
    expect(expectStatus(await setZone(coast, null), 200).time_zone).toBeNull();
    expect((await get(coast, '/users/me')).time_zone).toBe('Africa/Nairobi');
    expect((await get(coast, '/reports/summary?from=2026-03-02&to=2026-03-02')).total_litres).toBe(25);
  });
});
