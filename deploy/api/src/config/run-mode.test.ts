import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { demoDataWanted } from './run-mode';

const saved = {
  NODE_ENV: process.env.NODE_ENV,
  MAZIWA_DEMO_DATA: process.env.MAZIWA_DEMO_DATA,
  JWT_SECRET: process.env.JWT_SECRET,
};
let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await database.drop();
});

const count = async (sql: string) => Number((await database.db.query<{ n: string }>(sql)).rows[0].n);

describe('demo data', () => {
  it('an empty production database gets no organisation and no demo sign-in', async () => {
    process.env.NODE_ENV = 'production';
    process.env.JWT_SECRET = TEST_JWT_SECRET;
    let told: unknown = 'not told';
    const app = await buildApp({ db: database.db, onSeeded: (summary) => (told = summary) });
    expect(told).toBeNull();
    expect(await count('SELECT count(*) AS n FROM organizations')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(0);
    const demo = await app.inject({
      method: 'POST',
      url: '/token',
      payload: { username: 'admin@maziwa.test', password: 'Maziwa-2026' },
    });
    expect(demo.statusCode).toBe(401);
    await app.close();
  });

  it('is not created in development unless asked', async () => {
    delete process.env.MAZIWA_DEMO_DATA;
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    expect(await count('SELECT count(*) AS n FROM users')).toBe(0);
    await app.close();
  });

  it('is asked for with MAZIWA_DEMO_DATA=1 or the option, and refused in production', () => {
    delete process.env.MAZIWA_DEMO_DATA;
    expect(demoDataWanted()).toBe(false);
    process.env.MAZIWA_DEMO_DATA = '1';
    expect(demoDataWanted()).toBe(true);
    expect(demoDataWanted(false)).toBe(false);
    process.env.NODE_ENV = 'production';
    expect(() => demoDataWanted()).toThrow(
      'Demo data (public sign-ins) is never created with NODE_ENV=production: unset MAZIWA_DEMO_DATA.',
    );
    expect(() => demoDataWanted(true)).toThrow(/never created with NODE_ENV=production/);
  });
});

describe('the signing key', () => {
  it('production refuses to start without JWT_SECRET', async () => {
    process.env.NODE_ENV = 'production';
    delete process.env.JWT_SECRET;
    await expect(buildApp({ db: database.db })).rejects.toThrow(/^JWT_SECRET is required with NODE_ENV=production/);
    expect(await count(`SELECT count(*) AS n FROM settings WHERE key = 'jwt_secret'`)).toBe(0);
  });

  it('refuses a key shorter than 32 characters, in any mode', async () => {
    await expect(buildApp({ db: database.db, jwtSecret: 'short-secret' })).rejects.toThrow(
      'JWT_SECRET must be at least 32 characters long (it has 12).',
    );
    process.env.JWT_SECRET = 'x'.repeat(31);
    await expect(buildApp({ db: database.db })).rejects.toThrow(/at least 32 characters/);
  });

  it('development without JWT_SECRET generates one key and keeps it in the database', async () => {
    delete process.env.JWT_SECRET;
    const first = await buildApp({ db: database.db });
    await first.close();
    const second = await buildApp({ db: database.db });
    await second.close();
    expect(await count(`SELECT count(*) AS n FROM settings WHERE key = 'jwt_secret'`)).toBe(1);
  });
});
