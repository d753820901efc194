import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_JWT_SECRET } from '../testing/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let lines: Array<Record<string, unknown>>;

beforeAll(async () => {
  database = await openTestDatabase();
  lines = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, logging: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  await database.drop().catch(() => undefined); // already closed by the last test
});

const PASSWORD = 'a-secret-nobody-logs';
const register = () =>
  app.inject({
    method: 'POST',
    url: '/register',
    payload: {
      email: 'logs@example.test',
      password: PASSWORD,
      first_name: 'Log',
      last_name: 'Reader',
      organization_name: 'Logs',
    },
  });

it('writes one JSON line per request with method, path, status and time, and no password or token', async () => {
  lines.length = 0;
  expect((await register()).statusCode).toBe(201);
  const token = (
    await app.inject({ method: 'POST', url: '/token', payload: { username: 'logs@example.test', password: PASSWORD } })
  ).json().access_token as string;
  await app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${token}` } });
  await app.inject({ method: 'GET', url: '/nowhere' });

  expect(
    lines.map((line) => [
      line.msg,
      (line.req as { method: string; url: string }).url,
      (line.res as { statusCode: number }).statusCode,
    ]),
  ).toEqual([
    ['request completed', '/register', 201],
    ['request completed', '/token', 200],
    ['request completed', '/users/me', 200],
    ['request completed', '/nowhere', 404],
  ]);
  for (const line of lines) {
    expect(line).toMatchObject({ level: 30, req: { method: expect.any(String) }, responseTime: expect.any(Number) });
  }
  const written = JSON.stringify(lines);
  expect(written).not.toContain(PASSWORD);
  expect(written).not.toContain(token);
  expect(written.toLowerCase()).not.toContain('authorization');
});

it('leaves the probes out', async () => {
  lines.length = 0;
  await app.inject({ method: 'GET', url: '/healthz' });
  await app.inject({ method: 'GET', url: '/readyz' });
  expect(lines).toEqual([]);
});

it('logs every 5xx with its error', async () => {
  const token = (
    await app.inject({ method: 'POST', url: '/token', payload: { username: 'logs@example.test', password: PASSWORD } })
  ).json().access_token as string;
  await database.db.close();
  lines.length = 0;
  const failed = await app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${token}` } });
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' });
  const errors = lines.filter((line) => line.level === 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({
    msg: 'request failed',
    err: { message: expect.any(String), stack: expect.any(String) },
  });
  expect(lines.at(-1)).toMatchObject({ msg: 'request completed', res: { statusCode: 500 } });

  lines.length = 0;
  const notReady = await app.inject({ method: 'GET', url: '/readyz' });
  expect(notReady.statusCode).toBe(503);
  expect(notReady.json().message).toBe('The database does not answer');
});
