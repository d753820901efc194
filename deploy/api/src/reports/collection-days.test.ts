import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// The dashboard's summary, litres per day and centre table read collection_days, which a
// trigger keeps in step with every write to collections (migration 007).
let t: TestApp;
let farm: Farm;

const post = (url: string, payload: object) => t.as(farm.account, { method: 'POST', url, payload });
const put = (url: string, payload: object) => t.as(farm.account, { method: 'PUT', url, payload });
const del = (url: string) => t.as(farm.account, { method: 'DELETE', url });
const get = async (url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);

/** Buckets where collection_days and the live aggregate of collections differ (none, always). */
async function drift(): Promise<unknown[]> {
  const { rows } = await t.db.query(
    `WITH live AS (
       SELECT organization_id, location_id, collected_at::date AS day, shift, trip_id, count(*)::int AS deliveries,
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted_deliveries,
              coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS accepted_litres,
              coalesce(sum(fat_pct * quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS fat_litres,
              coalesce(sum(protein_pct * quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS protein_litres,
              coalesce(sum(scc * quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS scc_litres
         FROM collections WHERE organization_id = $1
        GROUP BY 1, 2, 3, 4, 5)
     SELECT live.*, d.deliveries AS kept_deliveries, d.accepted_litres AS kept_litres
       FROM live
       FULL JOIN (SELECT * FROM collection_days WHERE organization_id = $1) d
         ON d.location_id = live.location_id AND d.day = live.day AND d.shift = live.shift
        AND d.trip_id IS NOT DISTINCT FROM live.trip_id
      WHERE live.deliveries IS DISTINCT FROM d.deliveries OR live.accepted_deliveries IS DISTINCT FROM d.accepted_deliveries
         OR live.accepted_litres IS DISTINCT FROM d.accepted_litres OR live.fat_litres IS DISTINCT FROM d.fat_litres
         OR live.protein_litres IS DISTINCT FROM d.protein_litres OR live.scc_litres IS DISTINCT FROM d.scc_litres`,
    [farm.account.orgId],
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Days', 4);
});
afterAll(() => t.close());

describe('collection_days', () => {
  it('follows inserts, updates across centres, days, shifts and trips, and deletes made through the API', async () => {
    const first = expectStatus(await post('/collections', delivery(farm, 0)), 201);
    const second = expectStatus(
      await post(
        '/collections',
        delivery(farm, 1, { status: 'rejected', rejection_reason: 'sediment', shift: 'evening' }),
      ),
      201,
    );
    expect(await drift()).toEqual([]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM collection_days')).rows[0].n).toBeGreaterThan(0);

    expectStatus(
      await put(`/collections/${first.id}`, {
        location_id: farm.centres[1].id,
        collected_at: '2026-03-01T17:30',
        shift: 'evening',
        trip_id: null,
      }),
      200,
    );
    expectStatus(await put(`/collections/${second.id}`, { status: 'accepted', quantity_litres: 30 }), 200);
    expect(await drift()).toEqual([]);
    expect((await del(`/collections/${first.id}`)).statusCode).toBe(204);
    expect(await drift()).toEqual([]);
  });

  it('follows statements over many rows, a deleted trip, and drops buckets left empty', async () => {
    await t.db.query(
      `INSERT INTO collections (organization_id, producer_id, location_id, trip_id, shift, quantity_litres, fat_pct, protein_pct, scc, batch_number, collected_at, status)
       SELECT $1, p, $2, CASE WHEN i % 3 = 0 THEN $4::uuid END, CASE WHEN i % 2 = 0 THEN 'morning' ELSE 'evening' END,
              2 + i % 25, 3.2 + (i % 10) / 10.0, 2.9 + (i % 7) / 10.0, 40000 * (i % 15),
              'BULK', now() - i * interval '5 hours', CASE WHEN i % 13 = 0 THEN 'rejected' ELSE 'accepted' END
         FROM generate_series(1, 200) i, unnest($3::uuid[]) p`,
      [farm.account.orgId, farm.centres[0].id, farm.producers.map((p) => p.id), farm.tripId],
    );
    expect(await drift()).toEqual([]);
    await t.db.query(
      `UPDATE collections SET location_id = $1, collected_at = collected_at - interval '2 days' WHERE scc > 300000 AND batch_number = 'BULK'`,
      [farm.centres[1].id],
    );
    expect(await drift()).toEqual([]);
    // Deleting the trip unlinks its deliveries (ON DELETE SET NULL): their buckets move.
    expect((await del(`/trips/${farm.tripId}`)).statusCode).toBe(204);
    expect(await drift()).toEqual([]);
    await t.db.query(`DELETE FROM collections WHERE batch_number = 'BULK'`);
    expect(await drift()).toEqual([]);
    const left = await t.db.query(
      'SELECT count(*)::int AS n FROM collection_days WHERE organization_id = $1 AND deliveries = 0',
      [farm.account.orgId],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it('is rebuilt from the live rows by refresh_collection_days', async () => {
    expectStatus(await post('/collections', delivery(farm, 2, { trip_id: null })), 201);
    await t.db.query('UPDATE collection_days SET accepted_litres = 0 WHERE organization_id = $1', [farm.account.orgId]);
    expect((await drift()).length).toBeGreaterThan(0);
    await t.db.query('SELECT refresh_collection_days($1)', [farm.account.orgId]);
    expect(await drift()).toEqual([]);
  });

  it('gives the summary the litre-weighted means of the deliveries themselves', async () => {
    await t.db.query('DELETE FROM collections WHERE organization_id = $1', [farm.account.orgId]);
    expectStatus(
      await post(
        '/collections',
        delivery(farm, 0, { quantity_litres: 10, fat_pct: 4, protein_pct: 3, scc: 100_000, trip_id: null }),
      ),
      201,
    );
    expectStatus(
      await post(
        '/collections',
        delivery(farm, 1, { quantity_litres: 30, fat_pct: 3, protein_pct: 3.4, scc: 300_000, trip_id: null }),
      ),
      201,
    );
    expectStatus(
      await post(
        '/collections',
        delivery(farm, 2, {
          quantity_litres: 50,
          fat_pct: 9,
          status: 'rejected',
          rejection_reason: 'sediment',
          trip_id: null,
        }),
      ),
      201,
    );
    const summary = await get('/reports/summary?from=2026-03-01&to=2026-03-02');
    // (10 x 4 + 30 x 3) / 40 = 3.25; (10 x 3 + 30 x 3.4) / 40 = 3.3; (1 M + 9 M) / 40 = 250,000.
    expect(summary).toMatchObject({ total_litres: 40, average_fat: 3.25, average_protein: 3.3, average_scc: 250_000 });
    const days = await get('/reports/litres-per-day?from=2026-03-01&to=2026-03-02');
    expect(days).toEqual([
      { date: '2026-03-01', morning_litres: 0, evening_litres: 0, total_litres: 0 },
      { date: '2026-03-02', morning_litres: 40, evening_litres: 0, total_litres: 40 },
    ]);
  });
});
