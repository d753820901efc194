import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { intSql, uniformSql, uuidV4Sql, uuidV7Sql, weightedSql } from './sql-random';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const one = async <T>(sql: string) => (await database.db.query<{ v: T }>(`SELECT ${sql} AS v`)).rows[0].v;

it('draws the same number for the same key and salt, spread over [0, 1)', async () => {
  const { rows } = await database.db.query<{ mean: number; low: number; high: number; again: boolean }>(
    `SELECT avg(u) AS mean, min(u) AS low, max(u) AS high,
            bool_and(u = ${uniformSql('k', 5)}) AS again
       FROM (SELECT k, ${uniformSql('k', 5)} AS u FROM generate_series(1::bigint, 20000) AS k) AS x`,
  );
  expect(rows[0].again).toBe(true);
  expect(rows[0].low).toBeGreaterThanOrEqual(0);
  expect(rows[0].high).toBeLessThan(1);
  expect(rows[0].mean).toBeCloseTo(0.5, 1);
  expect(await one<number>(uniformSql('42::bigint', 5))).not.toBe(await one<number>(uniformSql('42::bigint', 6)));
});

it('draws integers within their bounds and picks by weight', async () => {
  const { rows } = await database.db.query<{ low: number; high: number; heavy: number }>(
    `SELECT min(i) AS low, max(i) AS high, avg((w = 'heavy')::int)::float8 AS heavy
       FROM (SELECT ${intSql('k', 1, 3, 7)} AS i, ${weightedSql('k', 2, [
         ['heavy', 9],
         ['light', 1],
       ])} AS w
               FROM generate_series(1::bigint, 5000) AS k) AS x`,
  );
  expect([rows[0].low, rows[0].high]).toEqual([3, 7]);
  expect(rows[0].heavy).toBeGreaterThan(0.85);
  expect(rows[0].heavy).toBeLessThan(0.95);
});

it('makes time-ordered UUIDs that carry their key, and stable random-looking ones', async () => {
  const ms = Date.parse('2026-03-02T03:30:00Z');
  const id = await one<string>(uuidV7Sql(`${ms}::bigint`, '123456789::bigint', 3));
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  expect(parseInt(id.slice(-12), 16)).toBe(123456789);
  const later = await one<string>(uuidV7Sql(`${ms + 1}::bigint`, '1::bigint', 3));
  expect(later > id).toBe(true);

  const v4 = await one<string>(uuidV4Sql(`'payment:' || 7`));
  expect(v4).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(await one<string>(uuidV4Sql(`'payment:' || 7`))).toBe(v4);
});
