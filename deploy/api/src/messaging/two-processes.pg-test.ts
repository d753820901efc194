import { fakeAtEnv, startFakeAfricasTalking, type FakeAfricasTalking } from '../testing/fake-africastalking';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { MessagingRuntime } from './messaging-runtime';

// Two API instances, each with its own pool and outbox worker, on one PostgreSQL database
// (issue 32): every queued SMS is sent exactly once. Runs with TEST_DATABASE_URL.
const COUNT = 400;
let fake: FakeAfricasTalking;
let first: TestApp;
let second: TestApp;
const runtimes: MessagingRuntime[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  // Built without their workers: both start once the rows are queued, so they race for them.
  const messaging = { env: fakeAtEnv(fake), worker: false, pollMs: 50, batchSize: 10 };
  first = await createTestApp({ messaging: { ...messaging, onCreated: (r) => runtimes.push(r) } });
  second = await createTestApp({
    messaging: { ...messaging, onCreated: (r) => runtimes.push(r) },
    databaseUrl: first.databaseUrl,
  });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await fake?.close();
});

it('sends each of 400 queued SMS once when two API processes drain one database', async () => {
  const admin = await first.registerAccount('Two Workers');
  await first.db.query(
    `INSERT INTO messages (organization_id, event, recipient, body, idempotency_key)
     SELECT $1, 'test', '2547' || lpad(n::text, 8, '0'), 'Test ' || n, 'bench:' || n FROM generate_series(1, $2) AS n`,
    [admin.orgId, COUNT],
  );
  expect(runtimes).toHaveLength(2);
  for (const runtime of runtimes) runtime.startWorker();
  await fake.waitFor(COUNT, 20_000);
  await sleep(500);
  const bodies = fake.received.map((sms) => sms.message);
  expect(bodies).toHaveLength(COUNT);
  expect(new Set(bodies).size).toBe(COUNT);
  const { rows } = await first.db.query<{ status: string; attempts: number; n: number }>(
    'SELECT status, attempts, count(*)::int AS n FROM messages GROUP BY status, attempts',
  );
  expect(rows).toEqual([{ status: 'sent', attempts: 1, n: COUNT }]);
  const list = await first.as(admin, { method: 'GET', url: '/messages?limit=1&status=sent' });
  expect(list.json().total).toBe(COUNT);
});
