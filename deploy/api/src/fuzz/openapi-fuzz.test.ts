import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../seed/demo-organisations';
import { createTestApp, type TestApp } from '../testing/test-app';
import { malformedRequests, type FuzzContext, type FuzzRequest } from './malformed-requests';
import { operationsOf, type Operation } from './openapi-operations';

// Every operation of the API's own OpenAPI document gets malformed requests (generated the
// same on every run) from an admin of a seeded organisation: none may answer 5xx. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const ADMIN = 'admin@maziwa.test';
const ANY_ID = '00000000-0000-4000-8000-00000000f022';
const SEEDS = [1, 2];

let t: TestApp;
let token: string;
let operations: Operation[];
let context: FuzzContext;

/** Real ids of the admin's organisation, so malformed bodies reach the handlers, not a 404. */
async function fixtureIds(orgId: string, adminId: string): Promise<FuzzContext> {
  const one = async (sql: string) => (await t.db.query<{ id: string }>(sql, [orgId])).rows[0]?.id ?? ANY_ID;
  const link = (role: string) =>
    one(
      `SELECT ur.id FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.organization_id = $1 AND r.name = '${role}' ORDER BY ur.id LIMIT 1`,
    );
  const row = (table: string, extra = '') =>
    one(`SELECT id FROM ${table} WHERE organization_id = $1 ${extra} ORDER BY id LIMIT 1`);
  const producer = await link('Producer');
  const producerUser = await one(
    `SELECT ur.user_id AS id FROM user_roles ur WHERE ur.id = '${producer}' AND ur.organization_id = $1`,
  );
  const ids: Record<string, string> = {
    organization_id: orgId,
    org_id: orgId,
    organizations: orgId,
    organization_ids: orgId,
    producer_id: producer,
    'user-roles': producer,
    qa_agent_id: await link('QA/Collector'),
    qa_agent_ids: await link('QA/Collector'),
    officer_id: await link('QA/Collector'),
    user_roles_ids: await link('Driver'),
    user_id: producerUser,
    users: producerUser,
    role_id: await row('roles', "AND name = 'user'"),
    role_ids: await row('roles', "AND name = 'user'"),
    roles: await row('roles', "AND name = 'user'"),
    permissions: await one(
      'SELECT id FROM permissions WHERE organization_id = $1 OR organization_id IS NULL ORDER BY name LIMIT 1',
    ),
    location_id: await row('locations'),
    location_ids: await row('locations'),
    locations: await row('locations'),
    route_id: await row('routes'),
    route_ids: await row('routes'),
    routes: await row('routes'),
    trip_id: await row('trips'),
    trips: await row('trips'),
    collection_id: await row('collections'),
    collections: await row('collections'),
    consolidations: await row('consolidations'),
    'quality-tests': await row('quality_tests'),
    rejections: await row('rejections'),
    // A payable mobile-money payment: a well-formed bulk run pays it through M-Pesa (the simulator).
    ids: await row(
      'payments',
      "AND status IN ('pending', 'failed', 'partially_paid') AND payment_method = 'mobile_money'",
    ),
    payments: await row('payments', "AND status <> 'completed'"),
    'account-top-ups': await row('account_top_ups'),
    supplies: await row('supplies'),
    'extension-assignments': await row('extension_assignments'),
    'extension-call-logs': await row('extension_call_logs'),
  };
  return {
    idFor(field, path) {
      if (field !== 'id') return ids[field] ?? ANY_ID;
      // Your own password is changed at /users/{your id}/password; other /users/{id} are someone else.
      if (/^\/users\/\{id\}\/password$/.test(path)) return adminId;
      return ids[path.split('/')[1]] ?? ANY_ID;
    },
  };
}

beforeAll(async () => {
  // Sign-in floods are part of the fuzz: the throttle must not lock the fuzzer out.
  // M-Pesa by its simulator, as under `pnpm start`: a well-formed run of the demo's mobile-money
  // payments is then paid (without M-Pesa it is a deliberate 503 saying so, not a malformed request).
  t = await createTestApp({
    seed: true,
    signInLimits: { perAccount: 1e9, perIp: 1e9 },
    mpesa: { simulator: true, resultDelayMs: 10, pollMs: 500 },
    // A sealing key, so a well-formed PUT /provider-credentials/... is stored (without one it is a deliberate 503).
    // The outbox worker is off and no RSA certificate is ever generated: nothing reaches a real provider.
    credentials: { secretKey: 'f'.repeat(64), env: {} },
  });
  token = await t.signIn(ADMIN, DEMO_PASSWORD);
  const me = (await t.as(token, { method: 'GET', url: '/users/me' })).json();
  operations = operationsOf((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json());
  context = await fixtureIds(me.organization_ids[0], me.id);
}, 120_000);
afterAll(() => t?.close());

function excerpt(value: string | Buffer | undefined, length = 160): string {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? value.toString('latin1') : value;
  return JSON.stringify(text.length > length ? `${text.slice(0, length)}... (${text.length} chars)` : text);
}

function describeOffender(request: FuzzRequest, response: LightMyRequestResponse): string {
  return [
    `${request.method} ${request.url.slice(0, 200)}  [${request.label}]`,
    `  content-type: ${request.headers['content-type'] ?? '(none)'}; body: ${excerpt(request.payload)}`,
    `  -> ${response.statusCode} ${response.body.slice(0, 300)}`,
  ].join('\n');
}

it('answers no malformed request of any operation with a 5xx', async () => {
  expect(operations.length).toBeGreaterThan(100);
  const started = Date.now();
  const statuses = new Map<number, number>();
  const offenders: string[] = [];
  let sent = 0;
  // Each seed picks its own sample of bad values per field.
  for (const [op, seed] of SEEDS.flatMap((seed) => operations.map((op) => [op, seed] as const))) {
    for (const request of malformedRequests(op, context, seed)) {
      const response = await t.as(token, {
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) offenders.push(describeOffender(request, response));
      // Signing out (or anything else that ends the sign-in) must not blind the rest of the run.
      if ((op.path === '/logout' && response.statusCode < 300) || (response.statusCode === 401 && !op.public)) {
        token = await t.signIn(ADMIN, DEMO_PASSWORD);
      }
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(
    `OpenAPI fuzz on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${operations.length} operations, ` +
      `${sent} requests in ${seconds.toFixed(1)} s; by status ${byStatus}; 5xx: ${fiveHundreds}`,
  );
  expect(sent).toBeGreaterThanOrEqual(30_000);
  expect(offenders.length === 0 ? 'no 5xx' : `${offenders.length} answers were 5xx:\n${offenders.join('\n')}`).toBe(
    'no 5xx',
  );
}, 600_000);
