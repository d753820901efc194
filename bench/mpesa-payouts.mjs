// Issue 32's payout target: one bulk run of N mobile-money payments (1,000 by default) paid
// through M-Pesa B2C by two API processes on one PostgreSQL, the run clicked twice at once (one
// request to each process), against a fake Daraja on 127.0.0.1 (deploy/api/src/testing/
// fake-daraja.ts) whose Results come back through a small forwarder standing in for nginx
// (`/api/...` to either process, in turn). Measured: the two requests, then the time until
// every payout is completed in the ledger, the B2C requests Daraja received (exactly N: none
// sent twice) and the OAuth tokens fetched.
//   pnpm --filter @maziwa/bench mpesa-payouts
//   pnpm --filter @maziwa/bench mpesa-payouts --count 200
// Figures only: nothing passes or fails on time; a payout sent twice, or one never completed, exits 1.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { freePort, root, signIn, sleep, startApi, startPostgres } from './lib/servers.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench mpesa-payouts [--count N]
  --count N   mobile-money payments in the bulk run (default 1000, at most 1000: one request's limit)`);
  process.exit(0);
}
const count = Number(args.count);
if (!Number.isInteger(count) || count < 1 || count > 1000) {
  console.error('--count must be a whole number from 1 to 1000');
  process.exit(2);
}

const { Client } = createRequire(path.join(root, 'deploy/api/package.json'))('pg');
const { fakeDarajaEnv, startFakeDaraja } = await tsImport(
  path.join(root, 'deploy/api/src/testing/fake-daraja.ts'),
  import.meta.url,
);

/** nginx's part: `/api/...` to the API processes in turn, the prefix taken off. */
async function startForwarder(port, bases) {
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(bases[next++ % bases.length]);
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: req.url.replace(/^\/api/, ''),
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const pg = await startPostgres();
const daraja = await startFakeDaraja({ resultDelayMs: 100 });
const stops = [];
let failed = false;
try {
  const forwarderPort = await freePort();
  const certificate = path.join(root, '.data', `bench-mpesa-${process.pid}.pem`);
  mkdirSync(path.dirname(certificate), { recursive: true });
  writeFileSync(certificate, daraja.publicKeyPem);
  stops.push(() => rmSync(certificate, { force: true }));
  const env = {
    ...fakeDarajaEnv(daraja, certificate, 'maziwa-bench'),
    MAZIWA_PUBLIC_URL: `http://127.0.0.1:${forwarderPort}`,
  };
  // One after the other: the first migrates and seeds the demo, the second finds it done.
  const first = await startApi({ databaseUrl: pg.url, env });
  stops.push(first.stop);
  const second = await startApi({ databaseUrl: pg.url, env });
  stops.push(second.stop);
  const forwarder = await startForwarder(forwarderPort, [first.base, second.base]);
  stops.push(forwarder.close);

  // N pending mobile-money payments of the demo's first organisation, each farmer with a number.
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  stops.push(() => db.end());
  const { insertPayablePayment } = await tsImport(
    path.join(root, 'deploy/api/src/testing/payable-payment.ts'),
    import.meta.url,
  );
  const { rows: producers } = await db.query(
    `SELECT ur.id, ur.organization_id, ur.user_id FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      JOIN organizations o ON o.id = ur.organization_id
      WHERE r.name = 'Producer' AND o.name = 'Maziwa Dairies' ORDER BY ur.id`,
  );
  for (const [index, producer] of producers.entries()) {
    await db.query('UPDATE users SET phone = $2 WHERE id = $1', [
      producer.user_id,
      `07${String(10_000_000 + index).padStart(8, '0')}`,
    ]);
  }
  const organizationId = producers[0].organization_id;
  await db.query('INSERT INTO account_top_ups (organization_id, amount) VALUES ($1, 1e9)', [organizationId]);
  const ids = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2019, 0, 1 + Math.floor(i / producers.length)));
    const iso = day.toISOString().slice(0, 10);
    const payment = await insertPayablePayment(db, {
      organizationId,
      producerId: producers[i % producers.length].id,
      periodStart: iso,
      periodEnd: iso,
      litres: 100 + (i % 50),
      paymentMethod: 'mobile_money',
    });
    ids.push(payment.id);
  }

  const token = await signIn(first.base, 'finance@maziwa.test', 'Maziwa-2026');
  const post = (base) =>
    fetch(`${base}/payments/process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ids }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const started = performance.now();
  const answers = await Promise.all([post(first.base), post(second.base)]);
  const answered = performance.now() - started;
  const sentCount = answers.reduce((sum, a) => sum + (a.body.sent_to_mpesa?.length ?? 0), 0);

  let completed = 0;
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; await sleep(250)) {
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed FROM mpesa_payouts WHERE organization_id = $1`,
      [organizationId],
    );
    completed = rows[0].completed;
    if (completed >= count) break;
  }
  const allDone = performance.now() - started;
  await daraja.settled();
  const { rows: ledger } = await db.query(
    `SELECT count(*)::int AS payouts, count(DISTINCT transaction_reference)::int AS receipts FROM payouts
      WHERE payment_id = ANY($1::uuid[])`,
    [ids],
  );
  const requests = daraja.payments.length;
  const distinct = new Set(daraja.payments.map((p) => p.OriginatorConversationID)).size;
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `bulk run of ${count} mobile-money payments, sent twice at once (one request to each of 2 API processes, PostgreSQL)`,
  );
  console.log(
    `  answers: ${answers.map((a) => a.status).join(', ')} in ${(answered / 1000).toFixed(2)} s; handed to M-Pesa: ${sentCount}`,
  );
  console.log(
    `  all completed in the ledger after ${(allDone / 1000).toFixed(2)} s (${completed}/${count}; ${(count / (allDone / 1000)).toFixed(0)} payouts/s)`,
  );
  console.log(`  B2C requests at Daraja: ${requests} (${distinct} distinct ids; sent twice: ${requests - count})`);
  console.log(
    `  ledger payouts: ${ledger[0].payouts} with ${ledger[0].receipts} distinct receipts; OAuth tokens fetched: ${daraja.tokensIssued}`,
  );
  failed = requests !== count || distinct !== count || completed !== count || ledger[0].payouts !== count;
} finally {
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  await daraja.close();
  await sleep(500);
  pg.stop();
}
process.exit(failed ? 1 : 0);
