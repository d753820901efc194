// How fast the SMS outbox drains (issue 32): N queued SMS (default 10,000) sent by the outbox
// workers of 2 API processes on one PostgreSQL database to a fake Africa's Talking on
// 127.0.0.1, and how many of them arrived twice. Starts its own PostgreSQL server, fake and
// API processes (tsx deploy/api/src/server.ts), and stops them.
//   pnpm --filter @maziwa/bench sms-drain [--count 10000] [--processes 2]
// Figures only: nothing passes or fails on time (issue 32's target: >= 50 per second, 0 twice).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root, signIn, sleep, startApi, startPostgres } from './lib/servers.mjs';
import { table } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '2' },
    help: { type: 'boolean', default: false },
  },
  // pnpm 12 passes a literal `--` through.
  allowPositionals: true,
});
if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench sms-drain [options]
  --count N       SMS queued at once (default 10000)
  --processes N   API processes draining them (default 2)`);
  process.exit(0);
}
const COUNT = Number(args.count);
const PROCESSES = Number(args.processes);
// The API's own PostgreSQL driver, to queue the rows in one statement.
const pg = createRequire(path.join(root, 'deploy/api/package.json'))('pg');

/** Africa's Talking's /version1/messaging on 127.0.0.1: answers 101 Sent, counts each text. */
function startFake() {
  const seen = new Map();
  let first = 0;
  let last = 0;
  let received = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const message = new URLSearchParams(body).get('message') ?? '';
      seen.set(message, (seen.get(message) ?? 0) + 1);
      received += 1;
      last = Date.now();
      first ||= last;
      response.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          SMSMessageData: {
            Message: 'Sent to 1/1 Total Cost: KES 0.8000',
            Recipients: [
              {
                statusCode: 101,
                number: '+254700000000',
                status: 'Success',
                cost: 'KES 0.8000',
                messageId: `ATXid_${received}`,
              },
            ],
          },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stats: () => ({
          received,
          distinct: seen.size,
          twice: [...seen.values()].filter((n) => n > 1).length,
          first,
          last,
        }),
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

const postgres = await startPostgres();
const fake = await startFake();
const apis = [];
const client = new pg.Client({ connectionString: postgres.url });
try {
  const env = {
    MAZIWA_DEMO_DATA: '0',
    AFRICASTALKING_USERNAME: 'bench',
    AFRICASTALKING_API_KEY: 'bench-key',
    AFRICASTALKING_BASE_URL: fake.url,
  };
  // The first migrates; the others start on the migrated database.
  apis.push(await startApi({ databaseUrl: postgres.url, env }));
  for (let i = 1; i < PROCESSES; i++) {
    apis.push(await startApi({ databaseUrl: postgres.url, env: { ...env, MAZIWA_MIGRATE_ON_START: '0' } }));
  }
  const register = await fetch(`${apis[0].base}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@sms.test',
      password: 'correct-horse-battery',
      first_name: 'Bench',
      last_name: 'Admin',
      organization_name: 'Bench Dairy',
    }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const orgId = (await register.json()).organization_ids[0];
  const token = await signIn(apis[0].base, 'bench@sms.test', 'correct-horse-battery');

  await client.connect();
  const queuedAt = Date.now();
  await client.query(
    `INSERT INTO messages (organization_id, event, recipient, body, idempotency_key)
     SELECT $1, 'test', '2547' || lpad(n::text, 8, '0'), 'Bench SMS ' || n, 'bench:' || n
       FROM generate_series(1, $2) AS n`,
    [orgId, COUNT],
  );
  const inserted = Date.now();
  for (;;) {
    const { received } = fake.stats();
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM messages WHERE status IN ('queued', 'sending')",
    );
    if (received >= COUNT && rows[0].n === 0) break;
    if (Date.now() - inserted > 15 * 60_000) throw new Error(`still ${rows[0].n} to send after 15 minutes`);
    await sleep(100);
  }
  const done = Date.now();
  await sleep(1000);
  const stats = fake.stats();
  const { rows: statuses } = await client.query(
    'SELECT status, attempts, count(*)::int AS n FROM messages GROUP BY status, attempts ORDER BY status, attempts',
  );
  const list = await fetch(`${apis[0].base}/messages?limit=1&status=sent`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const listed = (await list.json()).total;
  const seconds = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `\nSMS outbox drain: ${COUNT} queued SMS, ${PROCESSES} API processes, PostgreSQL, fake Africa's Talking\n`,
  );
  console.log(
    table(
      ['figure', 'value'],
      [
        ['queued in one INSERT', `${seconds(inserted - queuedAt)} s`],
        ['first SMS at the fake after the commit', `${seconds(stats.first - inserted)} s (the workers poll every 3 s)`],
        ['all sent after the commit', `${seconds(done - inserted)} s`],
        ['rate, commit to last', `${Math.round(COUNT / ((done - inserted) / 1000))} SMS/s`],
        ['rate, first to last at the fake', `${Math.round(COUNT / ((stats.last - stats.first) / 1000))} SMS/s`],
        ['requests at the fake', String(stats.received)],
        ['distinct texts at the fake', String(stats.distinct)],
        ['texts sent more than once', String(stats.twice)],
        ['extra sends', String(stats.received - stats.distinct)],
        ['rows by status/attempts', statuses.map((r) => `${r.status}/${r.attempts}: ${r.n}`).join(', ')],
        ['GET /messages?status=sent total', String(listed)],
      ],
    ),
  );
} finally {
  await client.end().catch(() => undefined);
  for (const api of apis) api.stop();
  await sleep(1000);
  await fake.close();
  postgres.stop();
}
