import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('GET /healthz answers 200 without a token while the process is up', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('GET /readyz answers 200 once the database answers and is migrated, else 503 naming what is missing', async () => {
  const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });

  const { rows } = await t.db.query<{ version: string }>('SELECT max(version) AS version FROM schema_migrations');
  await t.db.query('DELETE FROM schema_migrations WHERE version = $1', [rows[0].version]);
  const behind = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(behind.statusCode).toBe(503);
  expect(behind.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: `Migrations not applied: ${rows[0].version}`,
  });
  await t.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [rows[0].version]);
  expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
});

it('documents both as public operations in OpenAPI', async () => {
  const { paths } = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  for (const path of ['/healthz', '/readyz']) {
    expect(paths[path].get).toMatchObject({ tags: ['Health'], security: [] });
  }
  expect(Object.keys(paths['/readyz'].get.responses)).toEqual(['200', '400', '503']);
});
