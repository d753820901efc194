import { expectStatus } from '../../testing/dairy-fixture';
import { onDemoData } from '../../testing/demo-session';

// The Extension Services report on the demo data (as of 2026-03-02, 09:30 in Nairobi): the
// officers' rows add up to the totals shown, the farmers reached are the visited row, and the
// two quality rows hold all the milk of the dashboard.
const demo = onDemoData();

const get = async (url: string): Promise<any> =>
  expectStatus(await demo.app.as(demo.token, { method: 'GET', url }), 200);
const ADDITIVE = [
  'visits_done',
  'visits_missed',
  'visits_overdue',
  'calls',
  'visits_logged',
  'sms',
  'follow_ups_due',
  'follow_ups_on_time',
] as const;
type Figures = Record<string, number>;

describe.each([
  ['this month', '2026-03-01', '2026-03-02'],
  ['last month', '2026-02-01', '2026-02-28'],
  ['the last 90 days', '2025-12-03', '2026-03-02'],
])('%s', (_label, from, to) => {
  const period = `organization_id=&from=${from}&to=${to}`;
  const q = () => period.replace('organization_id=', `organization_id=${demo.orgId}`);

  it("adds the officers' rows up to the totals shown", async () => {
    const officers = await get(`/reports/extension-officers?${q()}&limit=1000`);
    const [totals] = (await get(`/reports/extension-totals?${q()}`)).data as Figures[];
    expect(officers.total).toBe(officers.data.length);
    expect(totals.officers).toBe(officers.total);
    for (const field of ADDITIVE) {
      const sum = (officers.data as Figures[]).reduce((s, row) => s + row[field], 0);
      expect({ field, sum }).toEqual({ field, sum: totals[field] });
    }
    expect(totals.visits_done + totals.calls).toBeGreaterThan(0);
    // A farmer reached by two officers counts for each, and once in the totals.
    const reached = (officers.data as Figures[]).map((row) => row.farmers_reached);
    expect(totals.farmers_reached).toBeLessThanOrEqual(reached.reduce((s, n) => s + n, 0));
    expect(totals.farmers_reached).toBeGreaterThanOrEqual(Math.max(...reached));
  });

  it('counts the farmers reached and the follow-ups done on time as the rows say', async () => {
    const [totals] = (await get(`/reports/extension-totals?${q()}`)).data as Figures[];
    const { rows } = await demo.app.db.query<{ reached: number; due: number; on_time: number }>(
      `SELECT (SELECT count(DISTINCT producer_id)::int FROM (
                 SELECT producer_id FROM extension_assignments
                  WHERE organization_id = $1 AND status = 'done' AND done_on BETWEEN $2::date AND $3::date
                 UNION SELECT producer_id FROM extension_call_logs
                  WHERE organization_id = $1 AND (called_at AT TIME ZONE 'Africa/Nairobi')::date BETWEEN $2::date AND $3::date) r) AS reached,
              count(*)::int AS due, count(*) FILTER (WHERE follow_up_done_on <= follow_up_on)::int AS on_time
         FROM extension_call_logs WHERE organization_id = $1 AND follow_up_on BETWEEN $2::date AND $3::date`,
      [demo.orgId, from, to],
    );
    expect({ reached: totals.farmers_reached, due: totals.follow_ups_due, on_time: totals.follow_ups_on_time }).toEqual(
      rows[0],
    );
  });

  it('splits the farmers into visited (those reached) and not visited, holding all the milk of the dashboard', async () => {
    const [totals] = (await get(`/reports/extension-totals?${q()}`)).data as Figures[];
    const groups = (await get(`/reports/extension-visited-quality?${q()}`)).data as Array<Figures & { group: string }>;
    expect(groups.map((g) => g.group)).toEqual(['visited', 'not_visited']);
    expect(groups[0].farmers).toBe(totals.farmers_reached);
    const { total_litres } = await get(`/reports/summary?${q()}`);
    expect(Math.round((groups[0].litres + groups[1].litres) * 100)).toBe(Math.round(total_litres * 100));
  });
});

it("shows officers taking milk hygiene to the farmers with high SCC: the visited farmers' SCC is higher", async () => {
  const groups = (
    await get(`/reports/extension-visited-quality?organization_id=${demo.orgId}&from=2026-02-01&to=2026-02-28`)
  ).data;
  const [visited, notVisited] = groups;
  expect(visited.scc).toBeGreaterThan(notVisited.scc);
  expect(visited.above_400k_pct).toBeGreaterThan(notVisited.above_400k_pct);
  const officers = (
    await get(`/reports/extension-officers?organization_id=${demo.orgId}&from=2026-02-01&to=2026-02-28`)
  ).data;
  for (const officer of officers) expect(officer.visits_done + officer.calls).toBeGreaterThan(0);
});
