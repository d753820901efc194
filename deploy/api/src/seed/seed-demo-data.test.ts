import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_SEED_NOW } from '../testing/template';
import { seedDemoData } from './seed-demo-data';

// The demo data as the API starts with it (seeded as of TEST_SEED_NOW, 2026-03-02 09:30 in
// Nairobi): it must look like, and add up like, a real cooperative's books.
let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.drop());

const rows = async <T = Record<string, unknown>>(sql: string) => (await database.db.query<T>(sql)).rows;
const count = async (sql: string) => (await rows<{ n: number }>(sql))[0].n;

it('is not created twice', async () => {
  expect(await seedDemoData(database.db, { now: TEST_SEED_NOW })).toBeNull();
  expect(await count(`SELECT count(*)::int AS n FROM organizations`)).toBe(2);
});

it('has the people of two cooperatives', async () => {
  const perRole = await rows(
    `SELECT o.name AS org, r.name AS role, count(*)::int AS n
       FROM user_roles ur JOIN roles r ON r.id = ur.role_id JOIN organizations o ON o.id = ur.organization_id
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const roles = ['Driver', 'Extension Officer', 'Producer', 'QA/Collector', 'admin', 'user'];
  const sizes = [12, 3, 300, 6, 2, 1]; // admin and finance officer; clerk
  expect(perRole).toEqual(
    ['Maziwa Dairies', 'Tamu Milk Co-op'].flatMap((org) => roles.map((role, i) => ({ org, role, n: sizes[i] }))),
  );
  expect(
    await count(`SELECT count(DISTINCT member_id)::int AS n FROM user_roles WHERE member_id ~ '^MZ-\\d{4}$'`),
  ).toBe(300);
  // The demo sign-ins of the README, one of each role per organisation.
  expect(
    await rows(`SELECT u.email, r.name AS role FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
                      WHERE u.email LIKE '%@maziwa.test' AND split_part(u.email, '@', 1) !~ '\\.' ORDER BY 1`),
  ).toEqual([
    { email: 'admin@maziwa.test', role: 'admin' },
    { email: 'clerk@maziwa.test', role: 'user' },
    { email: 'driver@maziwa.test', role: 'Driver' },
    { email: 'finance@maziwa.test', role: 'admin' },
    { email: 'qa@maziwa.test', role: 'QA/Collector' },
  ]);
  expect(
    await count(`SELECT count(DISTINCT member_id)::int AS n FROM user_roles WHERE member_id ~ '^TM-\\d{4}$'`),
  ).toBe(300);
  expect(await count(`SELECT count(*)::int AS n FROM locations WHERE type = 'collection_center'`)).toBe(40);
  // Centres around Nairobi/Kiambu and Nakuru.
  const boxes = await rows<{ org: string; lat_min: number; lat_max: number; lon_min: number; lon_max: number }>(
    `SELECT o.name AS org, min(latitude) AS lat_min, max(latitude) AS lat_max, min(longitude) AS lon_min, max(longitude) AS lon_max
       FROM locations l JOIN organizations o ON o.id = l.organization_id GROUP BY 1 ORDER BY 1`,
  );
  expect(boxes[0]).toMatchObject({ org: 'Maziwa Dairies' });
  expect(boxes[0].lat_min).toBeGreaterThan(-1.4);
  expect(boxes[0].lat_max).toBeLessThan(-0.9);
  expect(boxes[1].lon_min).toBeGreaterThan(35.4);
  expect(boxes[1].lon_max).toBeLessThan(36.5);
  expect(
    await count(`SELECT count(*)::int AS n FROM routes WHERE start_times ? 'monday' AND start_times ? 'sunday'`),
  ).toBe(10);
});

it('has 90 days of morning and evening deliveries with realistic readings', async () => {
  const [stats] = await rows<Record<string, number | string>>(
    `SELECT count(*)::int AS n, min(collected_at)::date::text AS first, max(collected_at) AS last,
            min(quantity_litres) AS min_l, max(quantity_litres) AS max_l, min(fat_pct) AS min_fat, max(fat_pct) AS max_fat,
            min(protein_pct) AS min_p, max(protein_pct) AS max_p,
            avg((scc < 300000)::int) AS under_300k, count(*) FILTER (WHERE scc > 400000)::int AS over_400k,
            avg((status = 'rejected')::int) AS rejected_share,
            count(DISTINCT collected_at::date)::int AS days, count(DISTINCT shift)::int AS shifts
       FROM collections`,
  );
  expect(stats.n).toBeGreaterThan(60_000);
  expect(stats.first).toBe('2025-12-03');
  expect(new Date(stats.last as string).getTime()).toBeLessThanOrEqual(TEST_SEED_NOW.getTime());
  expect(stats.days).toBe(90);
  expect(stats.shifts).toBe(2);
  expect(stats.min_l).toBeGreaterThanOrEqual(3);
  expect(stats.max_l).toBeLessThanOrEqual(25);
  expect([stats.min_fat, stats.max_fat]).toEqual([expect.any(Number), expect.any(Number)]);
  expect(stats.min_fat).toBeGreaterThanOrEqual(3);
  expect(stats.max_fat).toBeLessThanOrEqual(5.5);
  expect(stats.min_p).toBeGreaterThanOrEqual(2.8);
  expect(stats.max_p).toBeLessThanOrEqual(3.8);
  expect(Number(stats.under_300k)).toBeGreaterThan(0.7);
  expect(stats.over_400k).toBeGreaterThan(100);
  expect(Number(stats.rejected_share)).toBeGreaterThan(0.01);
  expect(Number(stats.rejected_share)).toBeLessThan(0.04);
});

it('books every rejected delivery once, with a coded reason and its weight', async () => {
  expect(
    await count(`SELECT count(*)::int AS n FROM collections c
                  WHERE c.status = 'rejected' AND NOT EXISTS (SELECT 1 FROM rejections r WHERE r.collection_id = c.id)`),
  ).toBe(0);
  expect(
    await count(`SELECT count(*)::int AS n FROM rejections r JOIN collections c ON c.id = r.collection_id
                  WHERE c.status <> 'rejected' OR r.weight_kg <> c.quantity_litres OR r.producer_id <> c.producer_id
                     OR r.batch_number <> c.batch_number OR r.location_id <> c.location_id`),
  ).toBe(0);
  expect(await count(`SELECT count(DISTINCT reason)::int AS n FROM rejections`)).toBe(8);
});

it('consolidates each centre and shift: totals equal the deliveries, rejected the rejected ones', async () => {
  const mismatched = await rows(
    `SELECT cs.batch_number FROM consolidations cs
       LEFT JOIN (SELECT location_id, batch_number, sum(quantity_litres) AS total, count(DISTINCT producer_id) AS farmers,
                         coalesce(sum(quantity_litres) FILTER (WHERE status = 'rejected'), 0) AS rejected,
                         min(trip_id::text) AS trip, count(DISTINCT trip_id) AS trips
                    FROM collections GROUP BY 1, 2) c USING (location_id, batch_number)
      WHERE c.total IS DISTINCT FROM cs.total_weight_kg OR cs.rejected_weight_kg <> c.rejected
         OR cs.handed_over_weight_kg <> cs.total_weight_kg - cs.rejected_weight_kg
         OR cs.farmers_processed <> c.farmers OR c.trips <> 1 OR c.trip <> cs.trip_id::text`,
  );
  expect(mismatched).toEqual([]);
  expect(await count(`SELECT count(*)::int AS n FROM consolidations`)).toBeGreaterThan(6000);
  // One quality test per consolidated batch, averaging the batch's accepted milk.
  expect(
    await count(`SELECT count(*)::int AS n FROM consolidations cs
                  WHERE (SELECT count(*) FROM quality_tests q WHERE q.location_id = cs.location_id AND q.batch_number = cs.batch_number) <> 1`),
  ).toBe(0);
  const [fat] = await rows<{ off: number }>(
    `SELECT max(abs(q.fat_pct - x.fat)) AS off FROM quality_tests q
       JOIN (SELECT location_id, batch_number, sum(fat_pct * quantity_litres) / sum(quantity_litres) AS fat
               FROM collections WHERE status = 'accepted' GROUP BY 1, 2) x USING (location_id, batch_number)`,
  );
  expect(fat.off).toBeLessThanOrEqual(0.01);
});

it("runs trips per route and shift with the route's drivers; today's evening and tomorrow are ahead", async () => {
  expect(await count(`SELECT count(*)::int AS n FROM trips`)).toBe(2 * 5 * 2 * 91);
  expect(
    await count(`SELECT count(*)::int AS n FROM trips t
                  WHERE NOT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                                     WHERE ur.id = ANY(t.user_roles_ids) AND r.name = 'Driver' AND t.route_id = ANY(ur.route_ids))`),
  ).toBe(0);
  // Deliveries ride on a trip of the route serving their centre.
  expect(
    await count(`SELECT count(*)::int AS n FROM collections c JOIN trips t ON t.id = c.trip_id JOIN routes r ON r.id = t.route_id
                  WHERE NOT c.location_id = ANY(r.location_ids)`),
  ).toBe(0);
  // At 09:30 the morning runs are out, the evening's and tomorrow's ahead.
  const statuses = await rows(
    `SELECT status, count(*)::int AS n FROM trips WHERE start_time >= '2026-03-02' GROUP BY 1 ORDER BY 1`,
  );
  expect(statuses).toEqual([
    { status: 'in_progress', n: 10 },
    { status: 'scheduled', n: 30 },
  ]);
  expect(
    await count(`SELECT count(*)::int AS n FROM trips WHERE start_time < '2026-03-02' AND status <> 'completed'`),
  ).toBe(0);
});

it('pays from pay runs: three months computed, approved by a second person and paid, the current one a draft', async () => {
  const periods = await rows(
    `SELECT period_start::text AS start, period_end::text AS "end", count(*)::int AS n,
            avg((status = 'completed')::int)::float AS completed, count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'draft')::int AS drafts, count(transaction_reference)::int AS refs
       FROM payments GROUP BY 1, 2 ORDER BY 1`,
  );
  expect(periods.map((p) => [p.start, p.end])).toEqual([
    ['2025-12-01', '2025-12-31'],
    ['2026-01-01', '2026-01-31'],
    ['2026-02-01', '2026-02-28'],
    ['2026-03-01', '2026-03-31'],
  ]);
  for (const older of periods.slice(0, 2)) expect(older.completed).toBeGreaterThan(0.9);
  expect(periods[2].pending).toBeGreaterThan(500);
  expect(periods[2].refs).toBe(0);
  expect(periods[3].drafts).toBe(periods[3].n);
  const runs = await rows(
    `SELECT r.status, u.email AS computed, a.email AS approved FROM pay_runs r
       JOIN users u ON u.id = r.computed_by LEFT JOIN users a ON a.id = r.approved_by ORDER BY r.period_start, u.email`,
  );
  expect(runs.map((r) => [r.status, String(r.computed).split('@')[0], String(r.approved ?? '').split('@')[0]])).toEqual(
    [0, 1, 2]
      .flatMap(() => [
        ['approved', 'finance', 'admin'],
        ['approved', 'finance', 'admin'],
      ])
      .concat([
        ['draft', 'finance', ''],
        ['draft', 'finance', ''],
      ]),
  );
  // The month just ended is not due yet on the seed's day; a few older payouts are overdue.
  const overdue = await rows(
    `SELECT period_start::text AS start, count(*)::int AS n FROM payments
      WHERE status = 'pending' AND due_date < '2026-03-02' GROUP BY 1 ORDER BY 1`,
  );
  expect(overdue.map((o) => o.start)).not.toContain('2026-02-01');
  expect(overdue.reduce((sum, o) => sum + (o.n as number), 0)).toBeGreaterThan(5);
  // Every payment is its milk: accepted litres of the period, lines that add up to its figures.
  expect(
    await count(`SELECT count(*)::int AS n FROM payments p
                  LEFT JOIN LATERAL (SELECT sum(amount) FILTER (WHERE kind = 'milk') AS milk,
                                            coalesce(sum(amount) FILTER (WHERE kind = 'adjustment'), 0) AS adjustments,
                                            coalesce(-sum(amount) FILTER (WHERE kind = 'deduction'), 0) AS deductions
                                       FROM payment_lines l WHERE l.payment_id = p.id) l ON true
                  WHERE p.litres <> (SELECT sum(c.quantity_litres) FROM collections c
                                      WHERE c.producer_id = p.producer_id AND c.status = 'accepted'
                                        AND c.collected_at >= p.period_start AND c.collected_at < p.period_end + 1)
                     OR p.gross_amount <> l.milk OR p.adjustments <> l.adjustments OR p.deductions <> l.deductions
                     OR (p.status = 'completed' AND p.amount_paid <> p.amount_due)
                     OR (p.status = 'completed' AND p.amount_due > 0
                         AND p.amount_paid <> (SELECT sum(amount) FROM payouts o WHERE o.payment_id = p.id))`),
  ).toBe(0);
  // No supply is deducted beyond its cost, and some carried over from one month to the next.
  expect(
    await count(`SELECT count(*)::int AS n FROM supplies s
                  WHERE s.total_cost < (SELECT -sum(l.amount) FROM payment_lines l JOIN payments p ON p.id = l.payment_id
                                         WHERE l.supply_id = s.id AND p.status <> 'draft')`),
  ).toBe(0);
  expect(
    await count(`SELECT count(*)::int AS n FROM payment_lines WHERE kind = 'deduction' AND remaining > 0`),
  ).toBeGreaterThan(5);
  expect(await count(`SELECT count(*)::int AS n FROM payments WHERE deductions > 0`)).toBeGreaterThan(100);
  expect(await count(`SELECT count(*)::int AS n FROM payments WHERE adjustments <> 0`)).toBeGreaterThan(100);
  expect(await count(`SELECT count(*)::int AS n FROM payments WHERE rate_per_litre NOT BETWEEN 45 AND 70`)).toBe(0);
  const refs = await rows<{ ref: string }>(
    `SELECT transaction_reference AS ref FROM payments WHERE payment_method = 'mobile_money' AND status = 'completed' AND amount_due > 0 LIMIT 5`,
  );
  for (const { ref } of refs) expect(ref).toMatch(/^U[A-Z0-9]{9}$/);
});

it('tops the payout account up before each pay day, so it covers what is due', async () => {
  const accounts = await rows<{ org: string; top_ups: number; topped_up: number; paid_out: number; due: number }>(
    `SELECT o.name AS org,
            (SELECT count(*)::int FROM account_top_ups a WHERE a.organization_id = o.id) AS top_ups,
            (SELECT sum(amount) FROM account_top_ups a WHERE a.organization_id = o.id) AS topped_up,
            (SELECT sum(amount) FROM payouts p WHERE p.organization_id = o.id) AS paid_out,
            (SELECT sum(amount_due) FROM payments p WHERE p.organization_id = o.id AND p.status NOT IN ('completed', 'draft')) AS due
       FROM organizations o ORDER BY 1`,
  );
  expect(accounts.map((a) => a.org)).toEqual(['Maziwa Dairies', 'Tamu Milk Co-op']);
  for (const account of accounts) {
    expect(account.top_ups).toBeGreaterThan(3);
    const balance = Number(account.topped_up) - Number(account.paid_out);
    expect(balance).toBeGreaterThanOrEqual(Number(account.due));
    // Each top-up is rounded up to KSh 50,000: the margin stays below that per top-up.
    expect(balance - Number(account.due)).toBeLessThan(50000 * account.top_ups);
  }
  expect(await count(`SELECT count(*)::int AS n FROM account_top_ups WHERE reference !~ '^TOPUP-\\d{8}$'`)).toBe(0);
});

it('keeps producer running totals equal to the live sums', async () => {
  expect(
    await count(`SELECT count(*)::int AS n FROM user_roles ur
                   LEFT JOIN producer_totals pt ON pt.producer_id = ur.id
                   LEFT JOIN (SELECT producer_id, count(*) AS deliveries, max(collected_at) AS last,
                                     coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS litres
                                FROM collections GROUP BY 1) c ON c.producer_id = ur.id
                  WHERE coalesce(pt.accepted_litres, 0) <> coalesce(c.litres, 0)
                     OR coalesce(pt.deliveries, 0) <> coalesce(c.deliveries, 0)
                     OR pt.last_collected_at IS DISTINCT FROM c.last`),
  ).toBe(0);
});

it('keeps every reference inside its organisation (the PGlite seed loads without checks)', async () => {
  const orphans = await rows(
    `SELECT 'collections.producer' AS what, count(*)::int AS n FROM collections c LEFT JOIN user_roles u ON u.id = c.producer_id AND u.organization_id = c.organization_id WHERE u.id IS NULL
     UNION ALL SELECT 'collections.location', count(*)::int FROM collections c LEFT JOIN locations l ON l.id = c.location_id AND l.organization_id = c.organization_id WHERE l.id IS NULL
     UNION ALL SELECT 'collections.trip', count(*)::int FROM collections c LEFT JOIN trips t ON t.id = c.trip_id AND t.organization_id = c.organization_id WHERE c.trip_id IS NOT NULL AND t.id IS NULL
     UNION ALL SELECT 'consolidations.trip', count(*)::int FROM consolidations c LEFT JOIN trips t ON t.id = c.trip_id AND t.organization_id = c.organization_id WHERE t.id IS NULL
     UNION ALL SELECT 'rejections.collection', count(*)::int FROM rejections r LEFT JOIN collections c ON c.id = r.collection_id AND c.organization_id = r.organization_id WHERE c.id IS NULL
     UNION ALL SELECT 'quality_tests.qa', count(*)::int FROM quality_tests q LEFT JOIN user_roles u ON u.id = q.qa_agent_id AND u.organization_id = q.organization_id WHERE u.id IS NULL
     UNION ALL SELECT 'payments.producer', count(*)::int FROM payments p LEFT JOIN user_roles u ON u.id = p.producer_id AND u.organization_id = p.organization_id WHERE u.id IS NULL
     UNION ALL SELECT 'supplies.producer', count(*)::int FROM supplies s LEFT JOIN user_roles u ON u.id = s.producer_id AND u.organization_id = s.organization_id WHERE u.id IS NULL
     UNION ALL SELECT 'extension.officer', count(*)::int FROM extension_assignments e LEFT JOIN user_roles u ON u.id = e.officer_id AND u.organization_id = e.organization_id WHERE u.id IS NULL
     UNION ALL SELECT 'calls.producer', count(*)::int FROM extension_call_logs e LEFT JOIN user_roles u ON u.id = e.producer_id AND u.organization_id = e.organization_id WHERE u.id IS NULL
     UNION ALL SELECT 'user_roles.member', count(*)::int FROM user_roles ur LEFT JOIN user_organizations m ON m.user_id = ur.user_id AND m.organization_id = ur.organization_id WHERE m.user_id IS NULL
     UNION ALL SELECT 'trips.crew', count(*)::int FROM trips t CROSS JOIN LATERAL unnest(t.user_roles_ids) x(id) LEFT JOIN user_roles u ON u.id = x.id AND u.organization_id = t.organization_id WHERE u.id IS NULL`,
  );
  expect(orphans.filter((o) => o.n !== 0)).toEqual([]);
  // The plain indexes dropped for the load are back.
  expect(await count(`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'collections'`)).toBe(8);
});

it('is the same data on every run (seeded random numbers)', async () => {
  const other = await openTestDatabase();
  try {
    await seedDemoData(other.db, { now: TEST_SEED_NOW });
    const fingerprint = `SELECT (SELECT md5(string_agg(id::text || quantity_litres || scc || collected_at, ',' ORDER BY id)) FROM collections) AS c,
                                (SELECT md5(string_agg(email || phone, ',' ORDER BY email)) FROM users WHERE email NOT LIKE 'admin@%') AS u,
                                (SELECT md5(string_agg(producer_id::text || period_start || amount_due || status, ',' ORDER BY producer_id, period_start))
                                   FROM payments) AS p`;
    const [a, b] = await Promise.all([database.db.query(fingerprint), other.db.query(fingerprint)]);
    expect(b.rows).toEqual(a.rows);
  } finally {
    await other.drop();
  }
});
