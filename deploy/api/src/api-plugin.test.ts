import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin, buildApp } from './index';
import { openTestDatabase, type TestDatabase } from './testing/test-database';
import { TEST_JWT_SECRET } from './testing/test-app';

// The gateway mounts the API under /api next to its own routes.
let gateway: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  // Already seeded: the plugin finds data and leaves it (a restart on existing data).
  database = await openTestDatabase({ seeded: true });
  gateway = Fastify();
  gateway.get('/', async () => 'host page');
  await gateway.register(apiPlugin, { prefix: '/api', db: database.db, jwtSecret: TEST_JWT_SECRET });
  await gateway.ready();
});
afterAll(async () => {
  await gateway.close();
  await database.drop();
});

it('answers under the prefix and leaves the rest of the gateway alone', async () => {
  const signIn = await gateway.inject({
    method: 'POST',
    url: '/api/token',
    payload: { username: 'admin@maziwa.test', password: 'Maziwa-2026' },
  });
  expect(signIn.statusCode).toBe(200);
  const me = await gateway.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: { authorization: `Bearer ${signIn.json().access_token}` },
  });
  expect(me.json().email).toBe('admin@maziwa.test');

  expect((await gateway.inject({ method: 'GET', url: '/' })).body).toBe('host page');
  const missing = await gateway.inject({ method: 'GET', url: '/api/nothing' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

it('serves its OpenAPI document at /api/openapi.json: paths from the API root, /api as the server', async () => {
  const response = await gateway.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json();
  expect(doc.servers[0].url).toBe('/api');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/token', '/users', '/routes/{id}']));
  expect(Object.keys(doc.paths).filter((path) => path.startsWith('/api'))).toEqual([]);
  expect(Object.keys(doc.paths)).not.toContain('/');
});

describe('migrations at start', () => {
  it('an API process that is not to migrate refuses a database behind its schema, naming the command', async () => {
    const { openPglite } = await import('./db/pglite');
    const empty = await openPglite({ dataDir: 'memory://' });
    try {
      await expect(
        buildApp({ db: empty, migrateOnStart: false, seed: false, jwtSecret: TEST_JWT_SECRET }),
      ).rejects.toThrow(
        /^The database lacks \d+ migration\(s\) \(001_.*\): run `pnpm --filter @maziwa\/api migrate` once for this deploy, then start the API\.$/,
      );
    } finally {
      await empty.close();
    }
    // A fresh embedded database (its WebAssembly start) is slow on a busy two-core machine.
  }, 90_000);

  it('starts without migrating on a database that is up to date', async () => {
    const app = await buildApp({ db: database.db, migrateOnStart: false, seed: false, jwtSecret: TEST_JWT_SECRET });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await app.close();
  });
});
