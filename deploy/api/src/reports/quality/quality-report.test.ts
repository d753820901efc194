import { expectStatus } from '../../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The Quality report on the demo data (as of 2026-03-02): its tables add up, its shares make
// 100 %, its ranking is ordered and names real farmers, and it reads only the caller's milk.
let t: TestApp;
let maziwa: string;
let tamu: string;
let org: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  maziwa = await t.signIn('admin@maziwa.test', 'Maziwa-2026');
  tamu = await t.signIn('admin@tamu.test', 'Maziwa-2026');
  org = (await t.as(maziwa, { method: 'GET', url: '/users/me' })).json().organization_ids[0];
});
afterAll(() => t.close());

const get = async (url: string, token = maziwa) => expectStatus(await t.as(token, { method: 'GET', url }), 200);
// A month; periods cut mid-month at both ends, where reading the days inside is shorter
// (17 Jan-11 Feb), where taking the month less the days outside is (5 Jan-25 Feb); and
// periods within one month, short (10-15 Feb) and long (3-26 Feb).
const PERIODS = [
  'from=2026-02-01&to=2026-02-28',
  'from=2026-01-17&to=2026-02-11',
  'from=2026-01-05&to=2026-02-25',
  'from=2026-02-10&to=2026-02-15',
  'from=2026-02-03&to=2026-02-26',
];
const report = (name: string, query: string) => get(`/reports/${name}?organization_id=${org}&limit=1000&${query}`);
const sum = (rows: Array<Record<string, number>>, key: string) => rows.reduce((s, r) => s + r[key], 0);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.005);

/** What the deliveries themselves say, computed independently of the rollups. */
async function deliveries(period: string) {
  const [from, to] = period.split('&').map((p) => p.split('=')[1]);
  const { rows } = await t.db.query<{ litres: string; scc: string; low: string; high: string }>(
    `SELECT sum(quantity_litres) AS litres, sum(scc * quantity_litres) / sum(quantity_litres) AS scc,
            sum(quantity_litres) FILTER (WHERE scc < 200000) AS low, sum(quantity_litres) FILTER (WHERE scc > 400000) AS high
       FROM collections
      WHERE organization_id = $1 AND status = 'accepted'
        AND (collected_at AT TIME ZONE 'Africa/Nairobi')::date BETWEEN $2 AND $3`,
    [org, from, to],
  );
  return {
    litres: Number(rows[0].litres),
    scc: Number(rows[0].scc),
    low: Number(rows[0].low),
    high: Number(rows[0].high),
  };
}

describe.each(PERIODS)('the Quality report for %s', (period) => {
  it("adds up: every grouping's litres equal the organisation's and the deliveries'", async () => {
    const truth = await deliveries(period);
    const [whole] = (await report('quality-by-group', `${period}&group_by=organisation`)).data;
    close(whole.litres, truth.litres);
    expect(Math.abs(whole.scc - truth.scc)).toBeLessThanOrEqual(1);
    for (const group of ['route', 'centre', 'farmer']) {
      const page = await report('quality-by-group', `${period}&group_by=${group}`);
      expect(page.total).toBe(page.data.length);
      expect(page.total).toBeGreaterThan(1);
      close(sum(page.data, 'litres'), whole.litres);
      expect(sum(page.data, 'deliveries')).toBe(whole.deliveries);
    }
  });

  it('splits each group into SCC bands by delivery, the shares adding up to 100 %', async () => {
    const truth = await deliveries(period);
    for (const group of ['organisation', 'route', 'centre', 'farmer']) {
      const { data } = await report('scc-bands', `${period}&group_by=${group}`);
      for (const row of data) {
        expect(row.below_200k_pct + row.from_200k_to_400k_pct + row.above_400k_pct).toBeCloseTo(100, 6);
        for (const pct of [row.below_200k_pct, row.from_200k_to_400k_pct, row.above_400k_pct])
          expect(pct).toBeGreaterThanOrEqual(0);
        close(row.below_200k_litres + row.from_200k_to_400k_litres + row.above_400k_litres, row.litres);
      }
      close(sum(data, 'below_200k_litres'), truth.low);
      close(sum(data, 'above_400k_litres'), truth.high);
    }
  });

  it('ranks the worst ten farmers by SCC, each a real farmer with enough milk', async () => {
    const { data } = await get(`/reports/worst-scc-farmers?organization_id=${org}&limit=10&${period}`);
    expect(data).toHaveLength(10);
    const sccs = data.map((r: { scc: number }) => r.scc);
    expect(sccs).toEqual([...sccs].sort((a, b) => b - a));
    const farmers = (await report('quality-by-group', `${period}&group_by=farmer&sort=-scc`)).data.filter(
      (r: { litres: number }) => r.litres >= 50,
    );
    expect(data.map((r: { id: string }) => r.id)).toEqual(
      farmers.slice(0, 10).map((r: { group_id: string }) => r.group_id),
    );
    for (const row of data) {
      expect(row.litres).toBeGreaterThanOrEqual(50);
      // The farmers profile page (/farmers/farmers-profiles/:id) opens this link.
      const link = await get(`/user-roles/${row.id}?populate=role,user`);
      expect({ role: link.role.name, name: `${link.user.first_name} ${link.user.last_name}` }).toEqual({
        role: 'Producer',
        name: row.farmer_name,
      });
    }
  });

  it('counts rejections by coded reason as the Rejection Logs of the same days', async () => {
    const { data } = await report('rejections-by-reason', period);
    expect(data).toHaveLength(8);
    const logs = (await get(`/reports/rejection-logs?organization_id=${org}&limit=1000&${period}`)).data;
    expect(sum(data, 'rejections')).toBe(logs.length);
    close(sum(data, 'litres'), sum(logs, 'weight'));
    const highScc = data.find((r: { reason_code: string }) => r.reason_code === 'high_scc');
    expect(highScc).toMatchObject({
      reason: 'High SCC',
      rejections: logs.filter((l: { reason_code: string }) => l.reason_code === 'high_scc').length,
    });
  });
});

describe('quality over time', () => {
  it('answers a point per day, ISO week or month, whose litres add up to the period', async () => {
    const period = PERIODS[0];
    const [whole] = (await report('quality-by-group', period)).data;
    const days = (await report('quality-over-time', `${period}&interval=day`)).data;
    expect(days).toHaveLength(28);
    expect(days[0]).toMatchObject({ period_start: '2026-02-01', id: `${org}:2026-02-01` });
    const weeks = (await report('quality-over-time', `${period}&interval=week`)).data;
    expect(weeks.map((w: { period_start: string }) => w.period_start)).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
    ]);
    for (const points of [days, weeks, (await report('quality-over-time', `${period}&interval=month`)).data]) {
      close(sum(points, 'litres'), whole.litres);
    }
  });
});

describe('refusals and isolation', () => {
  it('answers 400 naming group_by or interval for a value it does not know', async () => {
    for (const [url, field] of [
      ['/reports/quality-by-group?group_by=county', 'group_by'],
      ['/reports/scc-bands?group_by=cow', 'group_by'],
      ['/reports/quality-over-time?interval=hour', 'interval'],
      ['/reports/worst-scc-farmers?from=2026-03-02&to=2026-02-01', 'to'],
      ['/reports/rejections-by-reason?from=2026-02-31', 'from'],
    ]) {
      const response = await t.as(maziwa, { method: 'GET', url });
      expect({ url, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        url,
        status: 400,
        fields: [field],
      });
    }
  });

  it("never shows another organisation's milk, farmers or rejections", async () => {
    const period = PERIODS[0];
    const mine = (await report('worst-scc-farmers', period)).data.map((r: { id: string }) => r.id);
    const theirs = (await get(`/reports/worst-scc-farmers?limit=1000&${period}`, tamu)).data.map(
      (r: { id: string }) => r.id,
    );
    expect(mine.filter((id: string) => theirs.includes(id))).toEqual([]);
    const [maziwaTotal] = (await report('quality-by-group', period)).data;
    const tamuGroups = (await get(`/reports/quality-by-group?${period}`, tamu)).data;
    expect(tamuGroups.map((r: { group_id: string }) => r.group_id)).not.toContain(org);
    expect(tamuGroups[0].litres).not.toBe(maziwaTotal.litres);
    const forbidden = await t.as(tamu, { method: 'GET', url: `/reports/scc-bands?organization_id=${org}` });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('the rollups follow writes', () => {
  it('moves a delivery between bands and farmers months when it is changed, and drops it when deleted', async () => {
    const period = 'from=2026-02-01&to=2026-02-28';
    const before = (await report('scc-bands', period)).data[0];
    const farmerBefore = (await report('quality-by-group', `${period}&group_by=farmer`)).data;
    const { rows } = await t.db.query<{ id: string; producer_id: string; scc: number; quantity_litres: string }>(
      `SELECT id, producer_id, scc, quantity_litres FROM collections
        WHERE organization_id = $1 AND status = 'accepted' AND scc < 200000 AND collected_at >= '2026-02-10' AND collected_at < '2026-02-11' LIMIT 1`,
      [org],
    );
    const litres = Number(rows[0].quantity_litres);
    await t.db.query('UPDATE collections SET scc = 500000 WHERE id = $1', [rows[0].id]);
    const after = (await report('scc-bands', period)).data[0];
    close(after.below_200k_litres, before.below_200k_litres - litres);
    close(after.above_400k_litres, before.above_400k_litres + litres);
    await t.db.query('DELETE FROM rejections WHERE collection_id = $1', [rows[0].id]);
    await t.db.query('DELETE FROM collections WHERE id = $1', [rows[0].id]);
    const farmerAfter = (await report('quality-by-group', `${period}&group_by=farmer`)).data;
    const litresOf = (data: Array<{ group_id: string; litres: number }>) =>
      data.find((r) => r.group_id === rows[0].producer_id)?.litres ?? 0;
    close(litresOf(farmerAfter), litresOf(farmerBefore) - litres);
  });
});
