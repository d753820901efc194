// Does anyone wait behind someone else's export or upload? While a CSV export of every
// collection (about 10 MB on the demo data) and 5 MB file uploads run, GET /healthz (no
// database) and GET /users/me (token check + database) are each sampled every 50 ms; prints
// the samples' p50, p99 and max per engine, and what the export and uploads took.
//   pnpm --filter @maziwa/bench export-stall                       # PGlite and PostgreSQL, APIs started here
//   pnpm --filter @maziwa/bench export-stall --engines pglite
//   pnpm --filter @maziwa/bench export-stall --base http://127.0.0.1:3001   # an API already running
// Figures only: nothing passes or fails on time.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { formatMs, percentile, table } from './lib/stats.mjs';
import { onEachEngine, signIn, sleep } from './lib/servers.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    email: { type: 'string', default: 'admin@maziwa.test' },
    password: { type: 'string', default: 'Maziwa-2026' },
    rounds: { type: 'string', default: '3' },
    interval: { type: 'string', default: '50' },
    'upload-mb': { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench export-stall [options]
  --engines LIST        pglite,postgres (default both; each gets its own API, PostgreSQL in a throw-away server)
  --base URL            measure a running API instead of starting one
  --email, --password   who exports and uploads (default the demo admin)
  --rounds N            export + upload rounds, one after the other (default 3)
  --interval MS         sampling interval of /healthz and /users/me (default 50)
  --upload-mb N         size of the uploaded PDF (default 5, the API's limit)`);
  process.exit(0);
}

const interval = Number(args.interval);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Starts a request every `interval` ms (not waiting for the previous one) until stop(). */
function sampler(url, headers) {
  const samples = [];
  const errors = [];
  let running = true;
  const pending = new Set();
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const request = fetch(url, { headers })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) errors.push(response.status);
          samples.push(performance.now() - started);
        })
        .catch((error) => errors.push(error.message));
      pending.add(request);
      request.finally(() => pending.delete(request));
      await sleep(Math.max(0, interval - (performance.now() - started)));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
      return { samples, errors };
    },
  };
}

/** A PDF-looking body (the API checks the first bytes) of `bytes` random bytes: a real scan does not compress. */
function pdfOf(bytes) {
  const data = randomBytes(bytes);
  data.write('%PDF-1.4\n');
  return data;
}

async function exportCsv(base, headers) {
  const started = performance.now();
  const response = await fetch(`${base}/collections?format=csv`, { headers });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { status: response.status, bytes, ms: performance.now() - started };
}

async function upload(base, headers, data) {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'application/pdf' }), 'bench.pdf');
  const started = performance.now();
  const response = await fetch(`${base}/files`, { method: 'POST', headers, body: form });
  const body = await response.json();
  // Keep the database as it was: the next round uploads again.
  if (response.status === 201) await fetch(`${base}/files/${body.id}`, { method: 'DELETE', headers });
  return { status: response.status, ms: performance.now() - started };
}

async function measure(engine, base) {
  const token = await signIn(base, args.email, args.password);
  const headers = { authorization: `Bearer ${token}` };
  const data = pdfOf(Number(args['upload-mb']) * 1_000_000 - 1000);
  // Warm-up: the first export and upload compile their code paths.
  await exportCsv(base, headers);
  await upload(base, headers, data);

  const loadBefore = load();
  const health = sampler(`${base}/healthz`, {});
  const me = sampler(`${base}/users/me`, headers);
  const exports = [];
  const uploads = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    const [e, u] = await Promise.all([exportCsv(base, headers), upload(base, headers, data)]);
    exports.push(e);
    uploads.push(u);
  }
  const results = { healthz: await health.stop(), 'users/me': await me.stop() };

  console.log(`\n== ${engine} (${base}) load average before ${loadBefore}, after ${load()} ==`);
  console.log(
    `export: ${exports.map((e) => `${e.status} ${(e.bytes / 1e6).toFixed(1)} MB in ${formatMs(e.ms)} ms`).join('; ')}`,
  );
  console.log(`upload: ${uploads.map((u) => `${u.status} in ${formatMs(u.ms)} ms`).join('; ')}`);
  console.log(
    table(
      ['sampled', 'n', 'errors', 'p50 ms', 'p99 ms', 'max ms'],
      Object.entries(results).map(([name, { samples, errors }]) => [
        `GET /${name}`,
        samples.length,
        errors.length ? `${errors.length} (${[...new Set(errors)].join(', ')})` : 0,
        formatMs(percentile(samples, 50)),
        formatMs(percentile(samples, 99)),
        formatMs(Math.max(...samples)),
      ]),
      [1, 3, 4, 5],
    ),
  );
}

if (args.base) await measure('running API', args.base.replace(/\/$/, ''));
else await onEachEngine(args.engines.split(','), measure);
