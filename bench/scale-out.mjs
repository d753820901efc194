// Requests per second through nginx with one API process and with two, on this machine:
// the production-like stack (deploy/stack: nginx, NODE_ENV=production API processes,
// PostgreSQL, the demo data) started in a temporary directory for each count, loaded with
// autocannon, and stopped. Needs the built apps (pnpm build), nginx and the PostgreSQL server.
//   pnpm --filter @maziwa/bench scale-out [--duration 20] [--connections 16] [--processes 1,2]
// Figures only: nothing passes or fails on time.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { table } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '16' },
    processes: { type: 'string', default: '1,2' },
    port: { type: 'string', default: '18580' },
  },
  allowPositionals: true,
});

const STACK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../deploy/stack/stack.mjs');
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;

/** What a console in use asks the API for: the session, a list page, a report page. */
const requestsOf = (auth) => [
  { method: 'GET', path: '/api/users/me', headers: auth },
  { method: 'GET', path: '/api/collections?limit=10', headers: auth },
  { method: 'GET', path: '/api/reports/farmers-profile?limit=10', headers: auth },
];

async function measure(processes) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'maziwa-scale-out-'));
  // PostgreSQL and nginx run as their own users when this runs as root.
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    MAZIWA_STACK_DATA_DIR: dataDir,
    MAZIWA_STACK_PORT: String(PORT),
    MAZIWA_STACK_PG_PORT: String(PORT + 1),
    MAZIWA_STACK_API_PORTS: Array.from({ length: processes }, (_, i) => String(PORT + 10 + i)).join(','),
    // A line per request would cost the processes more than the requests themselves.
    LOG_LEVEL: 'warn',
  };
  const stack = (...command) => spawnSync('node', [STACK, ...command], { env, encoding: 'utf8' });
  try {
    const started = stack('start', '--demo');
    if (started.status !== 0) throw new Error(`the stack did not start:\n${started.stdout}${started.stderr}`);
    const signIn = await fetch(`${BASE}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin@maziwa.test', password: 'Maziwa-2026' }),
    });
    const auth = { authorization: `Bearer ${(await signIn.json()).access_token}` };
    const load = { url: BASE, connections: Number(args.connections), requests: requestsOf(auth) };
    await autocannon({ ...load, duration: 3 }); // warm-up: JIT, connection pools, caches
    const result = await autocannon({ ...load, duration: Number(args.duration) });
    return {
      processes,
      rps: result.requests.average,
      p50: result.latency.p50,
      p97: result.latency.p97_5,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
      total: result.requests.total,
    };
  } finally {
    stack('stop');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
for (const count of args.processes.split(',').map(Number)) {
  console.error(`measuring ${count} API process(es) for ${args.duration} s...`);
  rows.push(await measure(count));
}
console.log(
  `\nThrough nginx, ${args.connections} connections, ${args.duration} s each, ${os.cpus().length} CPU cores shared by everything:\n`,
);
console.log(
  table(
    ['API processes', 'requests/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'requests', 'failed'],
    rows.map((row) => [row.processes, row.rps.toFixed(0), row.p50, row.p97, row.p99, row.total, row.failed]),
    [0, 1, 2, 3, 4, 5, 6],
  ),
);
