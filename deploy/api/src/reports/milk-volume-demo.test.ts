import { expectStatus } from '../testing/dairy-fixture';
import { onDemoData } from '../testing/demo-session';

// The Milk Volume report on the demo data (as of 2026-03-02, 09:30 in Nairobi): its figures
// agree with the dashboard's for the same days, and it names farmers who stopped delivering.
const demo = onDemoData();

const get = async (url: string): Promise<any> =>
  expectStatus(await demo.app.as(demo.token, { method: 'GET', url }), 200);
const cents = (litres: number) => Math.round(litres * 100);
const sum = (rows: Array<Record<string, number>>, field: string) => cents(rows.reduce((s, r) => s + r[field], 0));

describe.each([
  ['this month', 'from=2026-03-01&to=2026-03-02'],
  ['last month', 'from=2026-02-01&to=2026-02-28'],
  ['the last 90 days', 'from=2025-12-03&to=2026-03-02'],
])('%s', (_label, period) => {
  it("totals the dashboard's litres in every grouping and every interval", async () => {
    const { total_litres } = await get(`/reports/summary?${period}`);
    expect(total_litres).toBeGreaterThan(0);
    const perDay = await get(`/reports/litres-per-day?${period}`);
    expect(sum(perDay, 'total_litres')).toBe(cents(total_litres));
    for (const group of ['centre', 'route', 'organisation', 'farmer']) {
      const page = await get(`/reports/milk-volume-by-group?${period}&group_by=${group}&limit=1000`);
      expect(page.data.length).toBe(page.total);
      expect({ group, litres: sum(page.data, 'litres') }).toEqual({ group, litres: cents(total_litres) });
    }
    for (const interval of ['day', 'week', 'month']) {
      const points = await get(`/reports/milk-volume-over-time?${period}&interval=${interval}`);
      expect({ interval, litres: sum(points, 'total_litres') }).toEqual({ interval, litres: cents(total_litres) });
      expect(sum(points, 'morning_litres') + sum(points, 'evening_litres')).toBe(cents(total_litres));
    }
  });

  it("compares with the dashboard's litres of the days just before", async () => {
    const [from, to] = period.match(/\d{4}-\d\d-\d\d/g)!;
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const previous = `from=${day(Date.parse(from) - days * 86_400_000)}&to=${day(Date.parse(from) - 86_400_000)}`;
    const { total_litres } = await get(`/reports/summary?${previous}`);
    const page = await get(`/reports/milk-volume-by-group?${period}&group_by=organisation`);
    expect(page.data).toHaveLength(1);
    expect(cents(page.data[0].previous_litres)).toBe(cents(total_litres));
  });
});

// The demo's 90 days hold a previous period for a month, not for 90 days.
describe.each([
  ['this month', 'from=2026-03-01&to=2026-03-02'],
  ['last month', 'from=2026-02-01&to=2026-02-28'],
])('%s', (_label, period) => {
  it('names only farmers who delivered in the previous period and not in this one', async () => {
    const page = await get(`/reports/milk-volume-stopped-farmers?${period}&limit=1000`);
    expect(page.total).toBeGreaterThan(0);
    const [from, to] = period.match(/\d{4}-\d\d-\d\d/g)!;
    const { rows } = await demo.app.db.query<{ id: string; now: number; before: number }>(
      `SELECT p.id, (SELECT count(*)::int FROM collections c WHERE c.producer_id = p.id
                        AND (c.collected_at AT TIME ZONE 'Africa/Nairobi')::date BETWEEN $2::date AND $3::date) AS now,
              (SELECT count(*)::int FROM collections c WHERE c.producer_id = p.id
                        AND (c.collected_at AT TIME ZONE 'Africa/Nairobi')::date
                            BETWEEN $2::date - ($3::date - $2::date + 1) AND $2::date - 1) AS before
         FROM unnest($1::uuid[]) AS p(id)`,
      [page.data.map((r: { id: string }) => r.id), from, to],
    );
    for (const row of rows) expect(row).toMatchObject({ now: 0, before: expect.any(Number) });
    expect(rows.every((row) => row.before > 0)).toBe(true);
  });
});

it('shows the farmers who stopped lately in this month', async () => {
  // The seed stops a few active farmers 3 to 24 days before "today": one stopped after 27 February.
  const page = await get('/reports/milk-volume-stopped-farmers?from=2026-03-01&to=2026-03-02');
  expect(page.data.map((r: { last_delivery_on: string }) => r.last_delivery_on)).toContain('2026-02-27');
  for (const row of page.data) expect(row.member_id).toMatch(/^MZ-\d{4}$/);
  expect(
    (await get(`/reports/milk-volume-by-group?organization_id=${demo.orgId}&from=2026-03-01&to=2026-03-02`)).total,
  ).toBeGreaterThan(5);
});
