import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed-demo-data';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const count = async (sql: string) => (await database.db.query<{ n: number }>(sql)).rows[0].n;

it('creates two organisations with people, centres, routes and trips, once', async () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const summary = await seedDemoData(database.db, { now });
  expect(summary).toEqual({ organizations: 2, users: 84, userRoles: 84, locations: 12, routes: 7, trips: 21 });
  expect(await seedDemoData(database.db, { now })).toBeNull();

  expect(await count(`SELECT count(*)::int AS n FROM organizations`)).toBe(2);
  const perRole = await database.db.query<{ org: string; role: string; n: number }>(
    `SELECT o.name AS org, r.name AS role, count(*)::int AS n
       FROM user_roles ur JOIN roles r ON r.id = ur.role_id JOIN organizations o ON o.id = ur.organization_id
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(perRole.rows).toEqual([
    { org: 'Maziwa Dairies', role: 'Driver', n: 8 },
    { org: 'Maziwa Dairies', role: 'Producer', n: 30 },
    { org: 'Maziwa Dairies', role: 'QA/Collector', n: 3 },
    { org: 'Maziwa Dairies', role: 'admin', n: 1 },
    { org: 'Tamu Milk Co-op', role: 'Driver', n: 8 },
    { org: 'Tamu Milk Co-op', role: 'Producer', n: 30 },
    { org: 'Tamu Milk Co-op', role: 'QA/Collector', n: 3 },
    { org: 'Tamu Milk Co-op', role: 'admin', n: 1 },
  ]);
  // Every organisation-owned reference stays inside its organisation.
  expect(
    await count(`SELECT count(*)::int AS n FROM routes r, unnest(r.location_ids) AS l(id)
                  JOIN locations x ON x.id = l.id WHERE x.organization_id <> r.organization_id`),
  ).toBe(0);
  expect(
    await count(`SELECT count(*)::int AS n FROM trips t, unnest(t.user_roles_ids) AS u(id)
                  JOIN user_roles x ON x.id = u.id WHERE x.organization_id <> t.organization_id`),
  ).toBe(0);
  expect(await count(`SELECT count(*)::int AS n FROM locations WHERE capacity < 2000 OR capacity > 8000`)).toBe(0);
  expect(await count(`SELECT count(DISTINCT member_id)::int AS n FROM user_roles WHERE member_id LIKE 'MZ-%'`)).toBe(30);
});

it('is the same data on every run (seeded random numbers)', async () => {
  const other = await openTestDatabase();
  try {
    const now = new Date('2026-03-02T09:00:00Z');
    await seedDemoData(other.db, { now });
    const sql = `SELECT id, email, phone, created_at FROM users WHERE email NOT LIKE 'admin@%' ORDER BY id`;
    const [a, b] = await Promise.all([database.db.query(sql), other.db.query(sql)]);
    expect(b.rows).toEqual(a.rows);
  } finally {
    await other.drop();
  }
});
