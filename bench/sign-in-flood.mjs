// How much a flood of wrong passwords slows everyone else: GET /users/me latency, quiet and
// then while autocannon sends POST /token with wrong passwords on many connections.
//   pnpm --filter @maziwa/bench sign-in-flood                 # starts its own API (PGlite in memory)
//   pnpm --filter @maziwa/bench sign-in-flood --base http://127.0.0.1:3001 --email a@b.test --password ...
// The API it starts has the sign-in limits raised (MAZIWA_SIGN_IN_FAILURES_PER_*), so every
// wrong password reaches the password hashing as it would from a botnet of many addresses
// and accounts; --default-limits keeps them and shows the throttle absorbing the flood.
// Figures only: nothing passes or fails on time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatMs, percentile, table } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    quiet: { type: 'string', default: '5' },
    'default-limits': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench sign-in-flood [options]
  --base URL             a running API (default: start one on PGlite in memory, stopped at the end)
  --email, --password    who reads /users/me on --base (default: an account registered for the run)
  --connections N        connections sending wrong passwords (default 50)
  --duration S           seconds of flood (default 20)
  --quiet S              seconds of /users/me before the flood (default 5)
  --default-limits       keep the sign-in limits of the started API (default: raised out of the way)`);
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startApi() {
  const port = await freePort();
  const raised = args['default-limits']
    ? {}
    : { MAZIWA_SIGN_IN_FAILURES_PER_ACCOUNT: '1000000000', MAZIWA_SIGN_IN_FAILURES_PER_IP: '1000000000' };
  // Its own process group, so tsx and the server it starts stop together.
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'deploy/api/src/server.ts')], {
    env: {
      ...process.env,
      ...raised,
      PORT: String(port),
      HOST: '127.0.0.1',
      MAZIWA_DATA_DIR: 'memory://',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
    await sleep(250);
  }
  process.kill(-child.pid, 'SIGKILL');
  throw new Error('the API did not start within 120 s');
}

async function post(base, url, body) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function account(base) {
  if (args.email) return { email: args.email, password: args.password };
  const email = `bench.${randomBytes(4).toString('hex')}@example.test`;
  const password = `bench-${randomBytes(8).toString('hex')}`;
  await post(base, '/register', {
    email,
    password,
    first_name: 'Bench',
    last_name: 'Reader',
    organization_name: 'Bench Dairy',
  });
  return { email, password };
}

/** Sequential GET /users/me until `until()` says stop; the time of each, body read. */
async function readMe(base, token, until) {
  const times = [];
  const statuses = new Map();
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${base}/users/me`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  return { times, statuses };
}

const row = (name, { times, statuses }) => [
  name,
  times.length,
  formatMs(percentile(times, 50)),
  formatMs(percentile(times, 95)),
  formatMs(Math.max(...times)),
  [...statuses].map(([status, n]) => `${status}x${n}`).join(' '),
];

const started = args.base ? { base: args.base.replace(/\/$/, ''), stop: () => undefined } : await startApi();
try {
  const { base } = started;
  const who = await account(base);
  const { access_token: token } = await post(base, '/token', { username: who.email, password: who.password });
  console.log(
    `API ${base}; ${args.connections} connections of wrong passwords for ${args.duration} s; load average ${load()}`,
  );

  await readMe(
    base,
    token,
    (() => {
      let n = 0;
      return () => n++ >= 20;
    })(),
  ); // warm-up
  const quietEnds = Date.now() + Number(args.quiet) * 1000;
  const quiet = await readMe(base, token, () => Date.now() >= quietEnds);

  // Half the guesses name the account, half unknown emails: both cost one password hash.
  const guess = (username) => ({
    method: 'POST',
    path: '/token',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'not-the-password' }),
  });
  let flooding = true;
  const flood = autocannon({
    url: base,
    connections: Number(args.connections),
    duration: Number(args.duration),
    requests: [guess(who.email), guess(`nobody.${randomBytes(3).toString('hex')}@example.test`)],
  });
  flood.on('done', () => (flooding = false));
  await sleep(1000); // let the flood fill the queue first
  const during = await readMe(base, token, () => !flooding);
  const result = await flood;
  const loadAfter = load();

  console.log('\nGET /users/me (sequential, one connection)');
  console.log(
    table(
      ['phase', 'n', 'p50 ms', 'p95 ms', 'max ms', 'status'],
      [row('quiet', quiet), row('during the flood', during)],
      [1, 2, 3, 4],
    ),
  );
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}x${count}`)
    .join(' ');
  console.log('\nPOST /token flood (autocannon)');
  console.log(
    table(
      ['requests/s', 'requests', 'p50 ms', 'p97.5 ms', 'max ms', 'status', 'errors', 'timeouts'],
      [
        [
          result.requests.average.toFixed(1),
          result.requests.total,
          result.latency.p50,
          result.latency.p97_5,
          result.latency.max,
          codes,
          result.errors,
          result.timeouts,
        ],
      ],
      [0, 1, 2, 3, 4],
    ),
  );
  console.log(`\nload average after: ${loadAfter}`);
} finally {
  started.stop();
}
