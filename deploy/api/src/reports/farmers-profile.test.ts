import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { createTestApp, type TestApp } from '../testing/test-app';

// The farmers profile reads litres, last delivery and quality from producer_totals, which
// triggers keep in step with every write to collections and rejections.
let t: TestApp;
let farm: Farm;

const post = (url: string, payload: object) => t.as(farm.account, { method: 'POST', url, payload });
const put = (url: string, payload: object) => t.as(farm.account, { method: 'PUT', url, payload });
const del = (url: string) => t.as(farm.account, { method: 'DELETE', url });
const get = async (url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);

/** producer_totals rows that differ from the live aggregates (none, always). */
async function drift(): Promise<unknown[]> {
  const { rows } = await t.db.query(
    `SELECT ur.id, pt.accepted_litres, live.litres, pt.deliveries, live.deliveries AS live_deliveries
       FROM user_roles ur
       LEFT JOIN producer_totals pt ON pt.producer_id = ur.id
       LEFT JOIN LATERAL (
         SELECT coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0) AS litres, count(*)::int AS deliveries,
                max(c.collected_at) AS last,
                coalesce(sum(delivery_quality_points(c.status, c.fat_pct, c.protein_pct, c.scc)), 0) AS points
           FROM collections c WHERE c.producer_id = ur.id) live ON true
       LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM rejections r WHERE r.producer_id = ur.id AND r.collection_id IS NULL) lone ON true
       LEFT JOIN LATERAL (SELECT p.status, p.due_date FROM payments p WHERE p.producer_id = ur.id AND p.status <> 'draft'
                           ORDER BY p.period_end DESC, p.created_at DESC LIMIT 1) lp ON true
      WHERE coalesce(pt.accepted_litres, 0) <> live.litres OR coalesce(pt.deliveries, 0) <> live.deliveries
         OR pt.last_collected_at IS DISTINCT FROM live.last OR coalesce(pt.quality_points, 0) <> live.points
         OR coalesce(pt.unlinked_rejections, 0) <> lone.n
         OR pt.latest_payment_status IS DISTINCT FROM lp.status OR pt.latest_payment_due_date IS DISTINCT FROM lp.due_date`,
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Profile', 3);
});
afterAll(() => t.close());

describe('/reports/farmers-profile', () => {
  it('lists every farmer, with nothing supplied before the first delivery', async () => {
    const page = await get('/reports/farmers-profile');
    expect(page.total).toBe(3);
    expect(page.data[0]).toEqual({
      id: farm.producers[0].id,
      member_number: 'F-001',
      farmer_name: 'Akinyi Otieno',
      date_of_last_collection: null,
      quantity_supplied: 0,
      average_quality_score: null,
      payment_status: null,
    });
  });

  it('sums accepted litres, dates the last delivery and scores quality from the deliveries', async () => {
    // Top bands: SCC < 100k (40) + fat >= 4.0 (30) + protein >= 3.4 (30) = 100 points.
    const best = { fat_pct: 4.2, protein_pct: 3.5, scc: 80_000 };
    expectStatus(
      await post('/collections', delivery(farm, 0, { ...best, quantity_litres: 10, collected_at: '2026-02-27T06:30' })),
      201,
    );
    // SCC 350k (15) + fat 3.6 (25) + protein 3.0 (15) = 55 points.
    expectStatus(
      await post(
        '/collections',
        delivery(farm, 0, {
          fat_pct: 3.6,
          protein_pct: 3.0,
          scc: 350_000,
          quantity_litres: 6.5,
          collected_at: '2026-02-28T17:00',
        }),
      ),
      201,
    );
    // Rejected: 0 points, and its litres are not supplied.
    const rejected = expectStatus(
      await post(
        '/collections',
        delivery(farm, 0, {
          ...best,
          quantity_litres: 5,
          status: 'rejected',
          rejection_reason: 'sediment',
          collected_at: '2026-03-01T06:30',
        }),
      ),
      201,
    );
    const row = (await get('/reports/farmers-profile?filter=member_number:F-001')).data[0];
    expect(row).toMatchObject({
      date_of_last_collection: '2026-03-01',
      quantity_supplied: 16.5,
      average_quality_score: 51.7, // (100 + 55 + 0) / 3
    });
    // A rejection logged without a delivery counts as one more 0-point delivery.
    expectStatus(
      await post('/rejections', {
        producer_id: farm.producers[0].id,
        location_id: farm.centres[0].id,
        batch_number: 'PRO-260301-E',
        weight_kg: 4,
        reason: 'temperature',
      }),
      201,
    );
    expect((await get('/reports/farmers-profile?filter=member_number:F-001')).data[0].average_quality_score).toBe(38.8); // 155 / 4
    expect(await drift()).toEqual([]);

    // Accepting the rejected delivery again after review.
    expectStatus(await put(`/collections/${rejected.id}`, { status: 'accepted' }), 200);
    expect((await get('/reports/farmers-profile?filter=member_number:F-001')).data[0].quantity_supplied).toBe(21.5);
  });

  it('sorts by litres supplied and searches by name or member number', async () => {
    expectStatus(await post('/collections', delivery(farm, 2, { quantity_litres: 24 })), 201);
    const sorted = (await get('/reports/farmers-profile?sort=-quantity_supplied')).data.map(
      (r: { member_number: string }) => r.member_number,
    );
    expect(sorted).toEqual(['F-003', 'F-001', 'F-002']);
    expect((await get('/reports/farmers-profile?sort=date_of_last_collection')).data[0].member_number).toBe('F-001');
    expect(
      (await get('/reports/farmers-profile?q=kiprono')).data.map((r: { member_number: string }) => r.member_number),
    ).toEqual(['F-002']);
    expect((await get('/reports/farmers-profile?q=f-003')).total).toBe(1);
  });

  it('shows the status of the latest payment, delayed when pending past due; a draft is not counted', async () => {
    await topUp(t.db, farm.account.orgId, 20_000);
    const owe = (period: string, status: 'pending' | 'draft' = 'pending') =>
      insertPayablePayment(t.db, {
        organizationId: farm.account.orgId,
        producerId: farm.producers[2].id,
        periodStart: `${period}-01`,
        periodEnd: `${period}-28`,
        litres: 100,
        status,
      });
    const status = async () =>
      (await get('/reports/farmers-profile?filter=member_number:F-003')).data[0].payment_status;
    const january = await owe('2026-01');
    expectStatus(
      await post(`/payments/${january.id}/process`, {
        amount_paid: 5000,
        payment_method: 'mobile_money',
        transaction_reference: 'UAB12CD34E',
      }),
      200,
    );
    const february = await owe('2026-02'); // due 2026-03-10
    await owe('2026-03', 'draft');
    expect(await status()).toBe('delayed');
    expect(
      (await get('/reports/farmers-profile?status=delayed')).data.map(
        (r: { member_number: string }) => r.member_number,
      ),
    ).toEqual(['F-003']);
    expect((await get('/reports/farmers-profile?status=completed')).total).toBe(0);
    expect(await drift()).toEqual([]);

    // The latest payment follows its payouts: partly paid past due is still delayed, then completed.
    const pay = (amount: number, reference: string) =>
      post(`/payments/${february.id}/process`, {
        amount_paid: amount,
        payment_method: 'mobile_money',
        transaction_reference: reference,
      });
    expectStatus(await pay(1000, 'UAB12CD35E'), 200);
    expect(await status()).toBe('delayed');
    expectStatus(await pay(4000, 'UAB12CD36E'), 200);
    expect(await status()).toBe('completed');
    expect(await drift()).toEqual([]);
  });
});

describe('producer_totals', () => {
  it('equals the live sums after inserts, updates, moves between farmers and deletes, through SQL too', async () => {
    const made = expectStatus(await post('/collections', delivery(farm, 1, { quantity_litres: 11 })), 201);
    await put(`/collections/${made.id}`, {
      producer_id: farm.producers[2].id,
      quantity_litres: 13.5,
      collected_at: '2026-03-05T06:00',
    });
    expect(await drift()).toEqual([]);
    expect((await del(`/collections/${made.id}`)).statusCode).toBe(204);
    expect(await drift()).toEqual([]);

    // Statements touching many rows at once, as an import or a correction script would.
    await t.db.query(
      `INSERT INTO collections (organization_id, producer_id, location_id, shift, quantity_litres, fat_pct, protein_pct, scc, batch_number, collected_at, status)
       SELECT $1, p, $2, 'morning', 3 + i % 20, 3.5 + (i % 10) / 10.0, 3.0 + (i % 8) / 10.0, 50000 * (i % 12), 'BULK', now() - i * interval '7 hours',
              CASE WHEN i % 17 = 0 THEN 'rejected' ELSE 'accepted' END
         FROM generate_series(1, 300) i, unnest($3::uuid[]) p`,
      [farm.account.orgId, farm.centres[0].id, farm.producers.map((p) => p.id)],
    );
    expect(await drift()).toEqual([]);
    await t.db.query(
      `UPDATE collections SET quantity_litres = quantity_litres + 1, status = 'rejected' WHERE scc > 400000 AND batch_number = 'BULK'`,
    );
    await t.db.query(
      `UPDATE collections SET collected_at = collected_at - interval '30 days' WHERE batch_number = 'BULK' AND scc < 100000`,
    );
    expect(await drift()).toEqual([]);
    await t.db.query(`DELETE FROM collections WHERE batch_number = 'BULK' AND quantity_litres > 10`);
    // A delivery deleted under a logged rejection leaves the rejection unlinked.
    const linked = expectStatus(await post('/collections', delivery(farm, 1)), 201);
    expectStatus(await post('/rejections', { collection_id: linked.id, reason: 'sediment' }), 201);
    await t.db.query('DELETE FROM collections WHERE id = $1', [linked.id]);
    expect(await drift()).toEqual([]);
    await t.db.query(`DELETE FROM collections WHERE batch_number = 'BULK'`);
    expect(await drift()).toEqual([]);
  });

  it('is rebuilt from the live rows by refresh_producer_totals', async () => {
    await t.db.query('UPDATE producer_totals SET accepted_litres = 0, deliveries = 0, quality_points = 0');
    expect((await drift()).length).toBeGreaterThan(0);
    await t.db.query('SELECT refresh_producer_totals($1)', [farm.account.orgId]);
    expect(await drift()).toEqual([]);
  });
});
