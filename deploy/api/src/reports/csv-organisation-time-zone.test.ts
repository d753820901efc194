import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// CSV exports write times in the organisation's zone (README "CSV exports"): Coast keeps
// Los Angeles time, Highland the server's (Africa/Nairobi). 2026-03-02 05:00 UTC is 08:00
// on 2 March in Nairobi and 21:00 on 1 March in Los Angeles.
let t: TestApp;
let coast: Farm;
let highland: Farm;

const AT = '2026-03-02T05:00:00Z';

beforeAll(async () => {
  t = await createTestApp();
  coast = await createFarm(t, 'Coast', 1);
  highland = await createFarm(t, 'Highland', 1);
  expectStatus(
    await t.as(coast.account, {
      method: 'PUT',
      url: `/organizations/${coast.account.orgId}`,
      payload: { time_zone: 'America/Los_Angeles' },
    }),
    200,
  );
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

/** The CSV's rows as objects of header -> cell (these cells hold no commas). */
async function csvOf(farm: Farm, url: string): Promise<Record<string, string>[]> {
  const response = await t.as(farm.account, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...lines] = response.body
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

describe("CSV exports in the organisation's time zone", () => {
  it("write a list's times as the organisation's wall clock, not UTC", async () => {
    expect((await csvOf(coast, '/collections?format=csv')).map((row) => row.collected_at)).toEqual([
      '2026-03-01 21:00',
    ]);
    expect((await csvOf(highland, '/collections?format=csv')).map((row) => row.collected_at)).toEqual([
      '2026-03-02 08:00',
    ]);
    // The JSON keeps the instant, in UTC.
    const json = expectStatus(await t.as(coast.account, { method: 'GET', url: '/collections' }), 200);
    expect(json.data[0].collected_at).toBe('2026-03-02T05:00:00.000Z');
  });

  it('write a column a screen asks for as the page shows it, on the same clock', async () => {
    const rows = await csvOf(
      coast,
      '/collections?format=csv&columns=collected_at:Collection Time,quantity_litres:Litres',
    );
    expect(rows[0]).toMatchObject({ 'Collection Time': '01/03/2026 21:00', Litres: '12.5' });
    // The same field under its own name stays sortable for a spreadsheet.
    expect(rows[0].collected_at).toBeUndefined();
  });

  it("write each trip's start and end in its organisation's zone", async () => {
    // The fixture's trip runs 08:00-11:00 in Nairobi on 2 March.
    expect(await csvOf(coast, '/trips?format=csv')).toEqual([
      expect.objectContaining({ start_time: '2026-03-01 21:00', end_time: '2026-03-02 00:00' }),
    ]);
    expect(await csvOf(highland, '/trips?format=csv')).toEqual([
      expect.objectContaining({ start_time: '2026-03-02 08:00', end_time: '2026-03-02 11:00' }),
    ]);
  });

  it("write a report's times in the zone of the organisation it shows", async () => {
    const coastSchedule = await csvOf(coast, '/reports/collection-schedule?from=2026-03-01&to=2026-03-01&format=csv');
    expect(coastSchedule.map((row) => row.pick_start_time)).toEqual(['2026-03-01 21:00']);
    const highlandSchedule = await csvOf(
      highland,
      `/reports/collection-schedule?organization_id=${highland.account.orgId}&from=2026-03-02&to=2026-03-02&format=csv`,
    );
    expect(highlandSchedule.map((row) => row.pick_start_time)).toEqual(['2026-03-02 08:00']);
  });

  it("go back to the server's zone when the organisation drops its own", async () => {
    expectStatus(
      await t.as(coast.account, {
        method: 'PUT',
        url: `/organizations/${coast.account.orgId}`,
        payload: { time_zone: null },
      }),
      200,
    );
    expect((await csvOf(coast, '/collections?format=csv')).map((row) => row.collected_at)).toEqual([
      '2026-03-02 08:00',
    ]);
  });
});
