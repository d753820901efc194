// Prints the latency of every list and report endpoint of a running API, then the
// throughput of one list under concurrent load (autocannon). Starts nothing itself:
//   pnpm --filter @maziwa/bench api-latency --base http://127.0.0.1:3001 \
//     --email admin@large1.maziwa.test --password Maziwa-2026
// The endpoints come from <base>/openapi.json: every GET without path parameters. Lists
// and reports are asked for their first page, their last page, a sort and a search (page
// size 10, as the console asks); the others (summary, litres per day, /users/me) once.
// Figures only: nothing passes or fails on time.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { percentile, formatMs, table } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: process.env.API_BASE ?? 'http://localhost:8080/api' },
    email: { type: 'string', default: process.env.BENCH_EMAIL ?? 'admin@maziwa.test' },
    password: { type: 'string', default: process.env.BENCH_PASSWORD ?? 'Maziwa-2026' },
    requests: { type: 'string', default: '20' },
    'page-size': { type: 'string', default: '10' },
    search: { type: 'string', default: 'kamau' },
    only: { type: 'string' },
    'case-seconds': { type: 'string', default: '15' },
    'load-path': { type: 'string', default: '/reports/farmers-profile?limit=10' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    help: { type: 'boolean', default: false },
  },
  // pnpm 12 passes a literal `--` through.
  allowPositionals: true,
});

if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench api-latency [options]
  --base URL           API base (default http://localhost:8080/api, the gateway; the API alone: http://127.0.0.1:3001)
  --email, --password  who signs in (default the demo admin; seed:large prints its admin)
  --requests N         sequential requests per case (default 20, after one warm-up request)
  --page-size N        limit of the list requests (default 10, the console's page)
  --search TEXT        q of the search case (default kamau, a common Kenyan name)
  --only REGEX         only the endpoints whose path matches
  --case-seconds S     stop a case early after S seconds (default 15)
  --load-path PATH     the list put under concurrent load (default /reports/farmers-profile?limit=10)
  --connections N      concurrent connections of the load (default 10)
  --duration S         seconds of load (default 10)`);
  process.exit(0);
}

const base = args.base.replace(/\/$/, '');
const requests = Number(args.requests);
const pageSize = Number(args['page-size']);
const caseBudgetMs = Number(args['case-seconds']) * 1000;

async function signIn() {
  const response = await fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.email, password: args.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${args.email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

const token = await signIn();
const headers = { authorization: `Bearer ${token}` };

/** One request, timed until the whole body is read. */
async function timed(path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const withQuery = (path, params) => {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null)).toString();
  return query ? `${path}?${query}` : path;
};

/** The endpoints: every GET without a path parameter, and what its query accepts. */
async function discover() {
  const response = await fetch(`${base}/openapi.json`);
  if (!response.ok) throw new Error(`${base}/openapi.json answered ${response.status}`);
  const doc = await response.json();
  const endpoints = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const get = operations.get;
    if (!get || path.includes('{')) continue;
    if (args.only && !new RegExp(args.only).test(path)) continue;
    const params = Object.fromEntries((get.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
    const row = get.responses?.['200']?.content?.['application/json']?.schema?.properties?.data?.items?.properties;
    const sortable =
      /Sortable: ([^.]+)\./.exec(params.sort?.description ?? '')?.[1].split(', ') ?? Object.keys(row ?? {});
    const defaultSort = /Default: ([^.]+)\./.exec(params.sort?.description ?? '')?.[1];
    endpoints.push({
      path,
      isList: Boolean(params.limit && params.offset),
      sortable,
      defaultSort,
      searchable: Boolean(params.q),
      // Reports over a period, by grouping or by interval: each choice a staff member can make is a case.
      groupings: params.group_by?.schema?.enum ?? [],
      intervals: params.interval?.schema?.enum ?? [],
      hasPeriod: Boolean(params.from && params.to),
    });
  }
  return endpoints;
}

/** A sort the endpoint accepts other than its default, newest or largest first; dates first. */
async function pickSort(endpoint) {
  const rank = (field) =>
    /(_at|date|time|day)/.test(field) ? 0 : /(name|litres|quantity|amount|total)/.test(field) ? 1 : 2;
  const candidates = endpoint.sortable
    .filter((f) => f !== endpoint.defaultSort && f !== 'id')
    .sort((a, b) => rank(a) - rank(b));
  for (const field of candidates.slice(0, 6)) {
    const probe = await timed(withQuery(endpoint.path, { limit: 1, sort: `-${field}` }));
    if (probe.status === 200) return `-${field}`;
  }
  return undefined;
}

const isoDay = (date) => date.toISOString().slice(0, 10);

/** The report pages' periods: this month (to today) and the last 90 days (the API's default is the last 30). */
function pagePeriods() {
  const today = new Date();
  const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const ninetyAgo = new Date(today.getTime() - 89 * 86_400_000);
  return [
    ['this month', { from: isoDay(monthStart), to: isoDay(today) }],
    ['last 90 days', { from: isoDay(ninetyAgo), to: isoDay(today) }],
  ];
}

/** A report's choices: every group_by and interval, over the default period and the pages' periods. */
function choiceCases(endpoint) {
  const page = endpoint.isList ? { limit: pageSize } : {};
  const cases = [];
  for (const group of endpoint.groupings.slice(1))
    cases.push([`group_by=${group}`, withQuery(endpoint.path, { ...page, group_by: group })]);
  for (const interval of endpoint.intervals.slice(1))
    cases.push([`interval=${interval}`, withQuery(endpoint.path, { ...page, interval })]);
  if (endpoint.hasPeriod) {
    for (const [name, period] of pagePeriods()) {
      cases.push([name, withQuery(endpoint.path, { ...page, ...period })]);
      // The grouping that reads per-farmer sums is the one a period's edges can make slow.
      if (endpoint.groupings.includes('farmer')) {
        cases.push([`${name}, group_by=farmer`, withQuery(endpoint.path, { ...page, ...period, group_by: 'farmer' })]);
      }
    }
  }
  return cases;
}

/** The requests of one endpoint: [name, path]. */
async function casesOf(endpoint) {
  if (!endpoint.isList) return [['default', endpoint.path], ...choiceCases(endpoint)];
  const first = withQuery(endpoint.path, { limit: pageSize });
  const probe = await timed(first);
  if (probe.status !== 200) return [['first page', first]];
  const total = JSON.parse(probe.body).total ?? 0;
  const cases = [['first page', first]];
  if (total > pageSize) {
    cases.push([
      `last page`,
      withQuery(endpoint.path, { limit: pageSize, offset: Math.floor((total - 1) / pageSize) * pageSize }),
    ]);
  }
  const sort = await pickSort(endpoint);
  if (sort) cases.push([`sort ${sort}`, withQuery(endpoint.path, { limit: pageSize, sort })]);
  if (endpoint.searchable)
    cases.push([`search "${args.search}"`, withQuery(endpoint.path, { limit: pageSize, q: args.search })]);
  return [...cases, ...choiceCases(endpoint)];
}

async function measure(path) {
  await timed(path); // warm-up: plans cached, pages in memory
  const times = [];
  const statuses = new Set();
  let total;
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const result = await timed(path);
    times.push(result.ms);
    statuses.add(result.status);
    if (total === undefined && result.status === 200) total = safeTotal(result.body);
    if (performance.now() - started > caseBudgetMs) break;
  }
  return { times, statuses: [...statuses].join(','), total };
}

function safeTotal(body) {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed.total === 'number' ? parsed.total : undefined;
  } catch {
    return undefined;
  }
}

const endpoints = await discover();
console.log(
  `API ${base}: ${endpoints.length} GET endpoints without path parameters; ${requests} requests per case, page size ${pageSize}\n`,
);
const rows = [];
const allP95 = [];
for (const endpoint of endpoints) {
  for (const [name, path] of await casesOf(endpoint)) {
    const { times, statuses, total } = await measure(path);
    const p95 = percentile(times, 95);
    allP95.push(p95);
    const row = [
      endpoint.path,
      name,
      String(times.length),
      formatMs(percentile(times, 50)),
      formatMs(p95),
      formatMs(Math.max(...times)),
      total === undefined ? '' : total.toLocaleString('en'),
      statuses,
    ];
    rows.push(row);
    if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K${endpoint.path} ${name}: p95 ${formatMs(p95)} ms`);
  }
}
if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
console.log(
  table(['endpoint', 'case', 'n', 'p50 ms', 'p95 ms', 'max ms', 'total rows', 'status'], rows, [2, 3, 4, 5, 6]),
);
const over = allP95.filter((p) => p > 50).length;
console.log(`\n${rows.length} cases; ${over} with p95 above 50 ms (issue 3's target at 10M collections).`);

// Throughput of one list under concurrent load.
const loadUrl = `${base}${args['load-path']}`;
console.log(`\nautocannon: ${args.connections} connections for ${args.duration} s on GET ${args['load-path']}`);
const result = await autocannon({
  url: loadUrl,
  connections: Number(args.connections),
  duration: Number(args.duration),
  headers,
});
const l = result.latency;
console.log(
  table(
    [
      'requests/s (mean)',
      'requests',
      'p50 ms',
      'p90 ms',
      'p97.5 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      'errors',
      'timeouts',
    ],
    [
      [
        result.requests.average.toFixed(1),
        String(result.requests.total),
        String(l.p50),
        String(l.p90),
        String(l.p97_5),
        String(l.p99),
        String(l.max),
        String(result.non2xx),
        String(result.errors),
        String(result.timeouts),
      ],
    ],
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  ),
);
