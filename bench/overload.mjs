// What many more requests than the API can serve get: 200 connections for 30 s on
// GET /collections?limit=100 (autocannon), per engine. Prints requests/s, p50/p99 of the
// answered (2xx) requests, how many took past 10 s, the 503s (and whether each carried
// Retry-After) and every other error.
//   pnpm --filter @maziwa/bench overload                        # PGlite and PostgreSQL, APIs started here
//   pnpm --filter @maziwa/bench overload --engines postgres --duration 10
//   pnpm --filter @maziwa/bench overload --base http://127.0.0.1:3001
// Figures only: nothing passes or fails on time.
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { formatMs, percentile, table } from './lib/stats.mjs';
import { onEachEngine, signIn } from './lib/servers.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    email: { type: 'string', default: 'admin@maziwa.test' },
    password: { type: 'string', default: 'Maziwa-2026' },
    path: { type: 'string', default: '/collections?limit=100' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench overload [options]
  --engines LIST        pglite,postgres (default both; each gets its own API, PostgreSQL in a throw-away server)
  --base URL            load a running API instead of starting one
  --path PATH           the request (default /collections?limit=100)
  --connections N       concurrent connections (default 200)
  --duration S          seconds of load (default 30)`);
  process.exit(0);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const rows = [];

async function measure(engine, base) {
  const token = await signIn(base, args.email, args.password);
  const headers = { authorization: `Bearer ${token}` };
  const loadBefore = load();
  const answered = [];
  const statuses = new Map();
  let past10s = 0;
  let busy = 0;
  let busyWithRetryAfter = 0;
  const errors = new Map();
  const instance = autocannon({
    url: `${base}${args.path}`,
    headers,
    connections: Number(args.connections),
    duration: Number(args.duration),
    // Longer than any answer should take: a request past it is counted, not cut off early.
    timeout: 60,
  });
  instance.on('response', (client, statusCode, bytes, ms) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (ms > 10_000) past10s++;
    if (statusCode >= 200 && statusCode < 300) answered.push(ms);
  });
  instance.on('reqError', (error) =>
    errors.set(error.code ?? error.message, (errors.get(error.code ?? error.message) ?? 0) + 1),
  );
  // Beside the load, one request at a time reads the 503s' headers (autocannon does not show them).
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const response = await fetch(`${base}${args.path}`, { headers }).catch(() => undefined);
      if (!response) continue;
      await response.arrayBuffer();
      if (response.status === 503) {
        busy++;
        if (/^\d+$/.test(response.headers.get('retry-after') ?? '')) busyWithRetryAfter++;
      }
    }
  })();
  const result = await new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject));
  probing = false;
  await probe;
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const other = [...statuses].filter(([code]) => !(code >= 200 && code < 300) && code !== 503);
  console.log(
    `\n== ${engine}: ${args.connections} connections x ${args.duration} s on ${args.path}; load average before ${loadBefore}, after ${load()} ==`,
  );
  console.log(
    `statuses: ${[...statuses].map(([code, n]) => `${code} x${n}`).join(', ')}; errors: ${[...errors].map(([e, n]) => `${e} x${n}`).join(', ') || 'none'}`,
  );
  console.log(`probe: ${busy} answers 503, ${busyWithRetryAfter} of them with Retry-After`);
  rows.push([
    engine,
    (total / result.duration).toFixed(0),
    (answered.length / result.duration).toFixed(0),
    formatMs(percentile(answered, 50)),
    formatMs(percentile(answered, 99)),
    formatMs(Math.max(0, ...answered)),
    past10s,
    statuses.get(503) ?? 0,
    other.reduce((n, [, count]) => n + count, 0) + [...errors.values()].reduce((a, b) => a + b, 0),
  ]);
}

if (args.base) await measure('running API', args.base.replace(/\/$/, ''));
else await onEachEngine(args.engines.split(','), measure);
console.log(
  `\n${table(['engine', 'answers/s', '2xx/s', 'p50 ms (2xx)', 'p99 ms (2xx)', 'max ms (2xx)', 'past 10 s', '503', 'other errors'], rows, [1, 2, 3, 4, 5, 6, 7, 8])}`,
);
