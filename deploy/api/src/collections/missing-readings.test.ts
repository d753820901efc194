import { meetsRule, type QualityRule } from '../domain/pay-computation';
import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// A centre without an analyser records deliveries without fat, protein or SCC (migration 024):
// means weigh only the litres that carry the reading, the SCC bands hold only measured milk, the
// farmers' quality score scores what was measured, and a quality rule needs its figure.
let t: TestApp;
let farm: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Analyserless', 3);
  const day = { collected_at: '2026-03-02T06:30:00+03:00', location_id: farm.centres[0].id };
  for (const body of [
    // Measured: 10 L of fat 4.0 %, protein 3.0 %, SCC 100,000 (points 30 + 15 + 30 = 75).
    delivery(farm, 0, { ...day, quantity_litres: 10, fat_pct: 4, protein_pct: 3, scc: 100_000 }),
    // Not measured: 30 L without any of the three, farmer 2 (only this delivery).
    delivery(farm, 2, { ...day, quantity_litres: 30, fat_pct: null, protein_pct: null, scc: null, density: 1.03 }),
    // SCC only, farmer 0 again: 20 L at 500,000 (5 of 40 points: 12.5 of 100, rounded 13).
    delivery(farm, 0, { ...day, quantity_litres: 20, fat_pct: undefined, protein_pct: undefined, scc: 500_000 }),
  ])
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload: body }), 201);
});
afterAll(() => t.close());

const get = async (url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);
const period = 'from=2026-03-02&to=2026-03-02';

describe('deliveries without readings', () => {
  it('count in the litres, not in the means', async () => {
    const summary = await get(`/reports/summary?${period}`);
    // Fat and protein: only the 10 L carry them. SCC: (10 x 100,000 + 20 x 500,000) / 30.
    expect(summary).toMatchObject({ total_litres: 60, average_fat: 4, average_protein: 3, average_scc: 366667 });
    const centre = (await get(`/reports/centre-quality?${period}`)).data.find(
      (row: { id: string }) => row.id === farm.centres[0].id,
    );
    expect(centre).toMatchObject({ quantity_litres: 60, fat_pct: 4, protein_pct: 3, scc: 366667 });
  });

  it('fall in no SCC band: the shares are of the measured litres', async () => {
    const [row] = (await get(`/reports/scc-bands?${period}`)).data;
    expect(row).toMatchObject({
      litres: 60,
      below_200k_litres: 10,
      from_200k_to_400k_litres: 0,
      above_400k_litres: 20,
      below_200k_pct: 33.3,
      above_400k_pct: 66.7,
    });
  });

  it('are not scored: the quality score is over what was measured', async () => {
    const profile = (await get('/reports/farmers-profile')).data as Array<{
      id: string;
      average_quality_score: number | null;
    }>;
    const score = (i: number) => profile.find((row) => row.id === farm.producers[i].id)?.average_quality_score;
    expect(score(0)).toBe(44); // (75 + 13) / 2
    expect(score(2)).toBeNull(); // delivered, never measured
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT unscored_deliveries AS n FROM producer_totals WHERE producer_id = $1',
      [farm.producers[2].id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('earn no quality bonus and bear no penalty', () => {
    const rule = (comparison: QualityRule['comparison'], threshold: number): QualityRule => ({
      id: 'r',
      measure: 'scc',
      comparison,
      threshold,
      amount_per_litre: 1,
      effective_from: '2026-01-01',
      effective_to: null,
    });
    const unmeasured = {
      day: '2026-03-02',
      shift: 'morning' as const,
      litres: 30,
      fat_pct: null,
      protein_pct: null,
      scc: null,
    };
    expect(meetsRule(rule('below', 200_000), unmeasured)).toBe(false);
    expect(meetsRule(rule('above', 400_000), unmeasured)).toBe(false);
    expect(meetsRule(rule('below', 200_000), { ...unmeasured, scc: 100_000 })).toBe(true);
  });
});
