import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrate, pendingMigrations, readMigrations } from './migrate';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

it('records every migration and does nothing the second time', async () => {
  const { rows } = await database.db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(rows.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
  expect(await migrate(database.db)).toEqual([]);
});

it('applies a new migration in order, all or nothing', async () => {
  const applied = await migrate(database.db, [
    ...readMigrations(),
    { version: '900_test', sql: 'CREATE TABLE test_extension (id int PRIMARY KEY);' },
  ]);
  expect(applied).toEqual(['900_test']);
  await expect(
    migrate(database.db, [
      { version: '901_broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' },
    ]),
  ).rejects.toThrow();
  const { rows } = await database.db.query(`SELECT to_regclass('half_done') AS t`);
  expect(rows[0]).toEqual({ t: null });
});

it('names the migrations a database has not had', async () => {
  expect(await pendingMigrations(database.db)).toEqual([]);
  expect(
    await pendingMigrations(database.db, [...readMigrations(), { version: '950_later', sql: 'SELECT 1' }]),
  ).toEqual(['950_later']);
});
