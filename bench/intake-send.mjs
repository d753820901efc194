// Issue 33's sending target: deliveries recorded at a centre with no network (500 by default)
// wait in the phone's queue, then the network returns and they go out. Measured from the
// network's return to every delivery on the server, with 0 duplicates and 0 lost.
//   pnpm --filter @maziwa/bench intake-send                       # Node, PGlite and PostgreSQL, 500 deliveries
//   pnpm --filter @maziwa/bench intake-send --engines postgres --via browser   # the Intake page in chromium
//   pnpm --filter @maziwa/bench intake-send --engines postgres --count 1000
//   pnpm --filter @maziwa/bench intake-send --base http://127.0.0.1:3001       # an API already running
//   pnpm --filter @maziwa/bench intake-send --notice timer        # only the server was away: no `online` event
//
// Two ways to run it (the output's first lines say which ran):
// - `--via node` (default): the console's own queue and sender (shared/offline-queue:
//   OfflineQueue, createSender, with their defaults: 6 sends at once, retries 2 s doubling to
//   30 s) in Node, on fake-indexeddb (IndexedDB in memory, the one the queue's jest tests use),
//   against the real API (tsx deploy/api/src/server.ts with the demo data, bench/lib/servers.mjs)
//   over HTTP, signed in as the centre's QA agent. The one send is this file's copy of the
//   collection remote's sendDelivery (remotes/collection/src/features/intake/api/send-delivery.ts:
//   POST /collections with the phone's id and recording time, the same reading of the answer),
//   with fetch instead of the console's ky client. No network: that send fails as a browser's
//   fetch does; its return: the `online` event on a stand-in `window`.
// - `--via browser`: the console itself (deploy/scripts/start.mjs, the production build, the
//   gateway with the API on that engine) in Debian's chromium (playwright-core): the QA agent
//   signs in, opens Intake, the browser goes offline (Playwright's setOffline; the service
//   worker is blocked so that it cuts everything), each delivery is recorded through the form
//   (farmer, litres, Accept), then the browser goes online again (the page gets `online`).
//   Timed from then to the last POST /collections answered and to the page's "All sent".
// Figures only: nothing passes or fails on time; lost or duplicated deliveries exit 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { freePort, onEachEngine, root, signIn, sleep, startPostgres } from './lib/servers.mjs';
import { table } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    email: { type: 'string', default: 'qa@maziwa.test' },
    password: { type: 'string', default: 'Maziwa-2026' },
    count: { type: 'string', default: '500' },
    via: { type: 'string', default: 'node' },
    notice: { type: 'string', default: 'online' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench intake-send [options]
  --engines LIST        pglite,postgres (default both; each gets its own API, PostgreSQL in a throw-away server)
  --base URL            send to a running API instead of starting one (--via node only)
  --email, --password   the clerk (default the demo's QA agent, qa@maziwa.test)
  --count N             deliveries queued offline (default 500)
  --via WHAT            node (default): the queue and sender in Node on fake-indexeddb against the API;
                        browser: the Intake page in Debian chromium, each delivery recorded through the
                        form with the browser offline, against the console (gateway) on that engine,
                        built for production (what is stale is built first, as the browser tests do)
  --notice HOW          online (default): the phone's network returns and the browser fires \`online\`,
                        which sends at once; timer: only the server was away (no \`online\`), the
                        sender's own retry timer finds it back (2 s doubling, up to 30 s later)`);
  process.exit(0);
}

const COUNT = Number(args.count);
const ENGINES = args.engines.split(',');
if (
  !['node', 'browser'].includes(args.via) ||
  !['online', 'timer'].includes(args.notice) ||
  !(Number.isInteger(COUNT) && COUNT >= 1) ||
  !ENGINES.every((engine) => ['pglite', 'postgres'].includes(engine)) ||
  (args.base && args.via !== 'node')
) {
  console.error(
    '--via is node or browser; --notice online or timer; --count a whole number >= 1; --engines pglite, postgres or both; --base only with --via node (see --help)',
  );
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const seconds = (ms) => (ms / 1000).toFixed(2);
const rows = [];
let failed = false;

async function api(base, token, method, route) {
  const response = await fetch(`${base}${route}`, { method, headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

const mobileOnServer = async (base, token) =>
  (await api(base, token, 'GET', '/collections?filter=data_source:mobile_app&limit=1')).total;

/** Which of `ids` the server holds (by id, 50 to a request). */
async function heldOnServer(base, token, ids) {
  const found = new Set();
  for (let i = 0; i < ids.length; i += 50) {
    const filter = ids
      .slice(i, i + 50)
      .map((id) => `id:${id}`)
      .join(',');
    const page = await api(base, token, 'GET', `/collections?filter=${encodeURIComponent(filter)}&limit=100`);
    for (const row of page.data) found.add(row.id);
  }
  return found;
}

/** A row of the table, and whether the server has each delivery once and nothing more. */
function report({ engine, recordMs, firstAnswerMs, lastAnswerMs, doneMs, items, found, added, answers, loadBefore }) {
  const lost = items.filter((item) => !found.has(item.id)).length;
  const duplicates = added - found.size;
  const notSent = items.filter((item) => item.state !== 'sent').length;
  if (lost > 0 || duplicates !== 0 || notSent > 0 || items.length !== COUNT) failed = true;
  rows.push([
    engine,
    args.via,
    args.notice,
    items.length,
    seconds(recordMs),
    seconds(firstAnswerMs),
    seconds(lastAnswerMs),
    seconds(doneMs),
    Math.round(COUNT / (lastAnswerMs / 1000)),
    added,
    duplicates,
    lost,
    notSent,
    [...answers].map(([status, n]) => `${status}: ${n}`).join(', '),
    `${loadBefore} / ${load()}`,
  ]);
}

/** The hour in Nairobi (the demo organisations' zone): the shift the page would default to. */
function shiftNow() {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Nairobi', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
  return hour < 12 ? 'morning' : 'evening';
}

// --via node ---------------------------------------------------------------------------------

async function viaNode(engine, base) {
  // The queue is TypeScript, read as the console's code is (tsx); IndexedDB is fake-indexeddb,
  // resolved from the queue's package, whose tests use it.
  const fromQueue = createRequire(path.join(root, 'shared/offline-queue/package.json'));
  await import(pathToFileURL(fromQueue.resolve('fake-indexeddb/auto')).href);
  const { OfflineQueue, createSender } = await tsImport(
    path.join(root, 'shared/offline-queue/src/index.ts'),
    import.meta.url,
  );
  // The sender listens for the browser's `online` event on window: here a target that can fire it.
  globalThis.window ??= new EventTarget();

  const token = await signIn(base, args.email, args.password);
  const me = await api(base, token, 'GET', '/users/me');
  const centres = await api(base, token, 'GET', '/locations?filter=type:collection_center&limit=1000&sort=name');
  const centre = centres.data[0];
  const { data: farmers } = await api(
    base,
    token,
    'GET',
    `/collections/intake-farmers?location_id=${encodeURIComponent(centre.id)}`,
  );
  const active = farmers.filter((farmer) => farmer.active);
  const before = await mobileOnServer(base, token);

  // The phone: the person's queue, its sender started (as the Intake page starts it), no network.
  const queue = await OfflineQueue.open({ organizationId: me.organization_ids[0], userId: me.id });
  const network = { up: false };
  const answers = new Map();
  let firstAnswer = null;
  let lastAnswer = null;
  const send = async (item) => {
    // As a browser's fetch with no network: it fails before any answer.
    if (!network.up) throw new TypeError('Failed to fetch');
    const response = await fetch(`${base}/collections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: item.id, collected_at: item.recordedAt, ...item.body.delivery }),
    });
    const text = await response.text();
    firstAnswer ??= performance.now();
    lastAnswer = performance.now();
    answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    if (response.ok) return { result: 'sent' };
    if (response.status === 401) return { result: 'stop' };
    if (response.status >= 500 || response.status === 408 || response.status === 429) return { result: 'retry' };
    return { result: 'refused', message: JSON.parse(text).message };
  };
  const sender = createSender(queue, send);
  sender.start();

  const shift = shiftNow();
  const recordStarted = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const farmer = active[i % active.length];
    await queue.add({
      delivery: {
        producer_id: farmer.producer_id,
        location_id: centre.id,
        shift,
        quantity_litres: (101 + i) / 10,
        data_source: 'mobile_app',
        status: 'accepted',
      },
      farmer: { name: farmer.name, member_number: farmer.member_number },
    });
  }
  const recordMs = performance.now() - recordStarted;
  const waiting = await queue.count('waiting');
  if (waiting !== COUNT) throw new Error(`${waiting} waiting on the phone, expected ${COUNT}`);
  // The sender has tried and failed meanwhile (no network): its retry timer is running.
  await sleep(500);

  const loadBefore = load();
  network.up = true;
  const returned = performance.now();
  if (args.notice === 'online') window.dispatchEvent(new Event('online'));
  while ((await queue.count('waiting')) > 0) await sleep(20);
  const doneMs = performance.now() - returned;
  sender.stop();

  const items = await queue.list();
  queue.close();
  report({
    engine,
    recordMs,
    firstAnswerMs: firstAnswer - returned,
    lastAnswerMs: lastAnswer - returned,
    doneMs,
    items,
    found: await heldOnServer(
      base,
      token,
      items.map((item) => item.id),
    ),
    added: (await mobileOnServer(base, token)) - before,
    answers,
    loadBefore,
  });
}

// --via browser ------------------------------------------------------------------------------

/** The console as `pnpm start` serves it (production build), on PostgreSQL or PGlite in memory. */
async function startConsole(databaseUrl) {
  const port = await freePort();
  const deployDir = mkdtempSync(path.join(tmpdir(), 'maziwa-bench-deploy-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    MAZIWA_DEPLOY_DIR: deployDir,
    MAZIWA_DEMO_DATA: '1',
    MAZIWA_START_BUILD: 'production',
    LOG_LEVEL: 'warn',
  };
  delete env.MAZIWA_DATA_DIR;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.MAZIWA_DATA_DIR = 'memory://';
  const child = spawn('node', [path.join(root, 'deploy/scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) if (/^\s*(Build|built|Published)/.test(line)) console.log(line);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(deployDir, { recursive: true, force: true });
  };
  const answers = (url) =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  for (let waited = 0; waited < 900_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the console exited with ${child.exitCode}`);
    if ((await answers(`${base}/config.json`)) && (await answers(`${base}/api/healthz`))) return { base, stop };
    await sleep(500);
  }
  stop();
  throw new Error('the console did not start within 15 minutes');
}

async function viaBrowser(engine) {
  const { chromium } = await import('playwright-core');
  const pg = engine === 'postgres' ? await startPostgres() : undefined;
  let server;
  let browser;
  try {
    server = await startConsole(pg?.url);
    const { base } = server;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    // No service worker: offline, every request of the page fails as on a phone without network.
    const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto('/login');
    await page.getByLabel('Email').fill(args.email);
    await page.getByLabel('Password', { exact: true }).fill(args.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/milk-collections\/intake$/);
    const farmer = page.getByRole('combobox', { name: 'Member number or name' });
    await page.getByText('All sent').waitFor();
    // The centre's farmers are read once online.
    await farmer.fill('a');
    await page.locator('[role="option"]').first().waitFor();
    await farmer.fill('');
    const token = await page.evaluate(() => localStorage.getItem('maziwa.access_token'));
    const before = await mobileOnServer(`${base}/api`, token);

    // No network: the browser offline (notice online), or only the API unreachable (timer).
    const cut = (route) => route.abort('internetdisconnected');
    if (args.notice === 'online') await context.setOffline(true);
    else await context.route('**/api/**', cut);
    const recordStarted = performance.now();
    for (let i = 1; i <= COUNT; i++) {
      const litres = `${(100 + i) / 10}`;
      await farmer.focus();
      await farmer.fill('a');
      await page.locator('[role="option"]:not([aria-disabled])').first().click();
      await page.getByRole('spinbutton', { name: /Litres/ }).fill(litres);
      await page.getByRole('button', { name: 'Accept' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${litres} L accepted` })
        .waitFor();
    }
    const recordMs = performance.now() - recordStarted;
    await page.getByText(`${COUNT} waiting to send`).waitFor();

    const answers = new Map();
    let firstAnswer = null;
    let lastAnswer = null;
    page.on('response', (response) => {
      if (response.request().method() !== 'POST' || !/\/api\/collections$/.test(response.url())) return;
      firstAnswer ??= performance.now();
      lastAnswer = performance.now();
      answers.set(response.status(), (answers.get(response.status()) ?? 0) + 1);
    });
    const loadBefore = load();
    const returned = performance.now();
    if (args.notice === 'online') await context.setOffline(false);
    else await context.unroute('**/api/**', cut);
    await page.getByText('All sent', { exact: true }).waitFor({ timeout: 300_000 });
    const doneMs = performance.now() - returned;

    const items = await page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name).filter((n) => n.startsWith('maziwa-queue:'));
      const all = [];
      for (const name of names) {
        const db = await new Promise((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const got = await new Promise((resolve, reject) => {
          const request = db.transaction('items').objectStore('items').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        db.close();
        all.push(...got.map(({ id, state }) => ({ id, state })));
      }
      return all;
    });
    report({
      engine,
      recordMs,
      firstAnswerMs: firstAnswer - returned,
      lastAnswerMs: lastAnswer - returned,
      doneMs,
      items,
      found: await heldOnServer(
        `${base}/api`,
        token,
        items.map((item) => item.id),
      ),
      added: (await mobileOnServer(`${base}/api`, token)) - before,
      answers,
      loadBefore,
    });
  } finally {
    await browser?.close();
    server?.stop();
    await sleep(500);
    pg?.stop();
  }
}

// --------------------------------------------------------------------------------------------

const how =
  args.via === 'node'
    ? "the console's queue and sender (shared/offline-queue) in Node on fake-indexeddb, its sendDelivery copied, the real API over HTTP; no browser"
    : 'the Intake page in Debian chromium (production build, gateway), each delivery recorded through its form';
const notice =
  args.notice === 'online'
    ? 'the network returns (the `online` event)'
    : "the API answers again (no `online` event: the sender's retry timer)";
console.log(`intake-send: ${COUNT} deliveries queued offline, then ${notice}`);
console.log(`via ${args.via}: ${how}`);
console.log(`${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load ${load()}`);
if (args.base) await viaNode('running API', args.base.replace(/\/$/, ''));
else if (args.via === 'node') await onEachEngine(ENGINES, viaNode);
else for (const engine of ENGINES) await viaBrowser(engine);
console.log();
console.log(
  table(
    [
      'engine',
      'via',
      'notice',
      'queued',
      'record s',
      'first answer s',
      'last answer s',
      'all sent on phone s',
      'per s',
      'new rows',
      'duplicates',
      'lost',
      'not sent',
      'answers',
      'load before / after',
    ],
    rows,
    [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  ),
);
console.log(`
record s: recording them all on the phone (node: into fake-indexeddb; browser: through the form,
as Playwright taps, one after the other). From the network's return: first answer, last answer
(the last delivery on the server: 201 or 200 is answered after its commit), all sent on phone
(node: the queue's count of waiting at 0; browser: the page shows "All sent"). per s: deliveries
per second up to the last answer. new rows: deliveries from phones the server gained (ids are
the phone's, so a duplicate would be a row more); lost: ids the server does not have.`);
process.exit(failed ? 1 : 0);
