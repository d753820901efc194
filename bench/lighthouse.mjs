// Lighthouse on every page a person opens (bench/pages.mjs: the sign-in page, the sidebar's
// pages with the dashboard first, one add form), cold cache, signed in, on the mobile preset
// (Lighthouse's default: Moto G Power, simulated slow 4G, 4x CPU slowdown) and the desktop
// preset. Prints the median of N runs (5 unless told) of the performance score, FCP, LCP, TBT,
// CLS, JavaScript bytes and request count, then the long tasks of each page's median run.
// Figures only: nothing passes or fails here.
//
// Lighthouse 13 (its package asks for Node >= 22.19; it runs on Node 20, see bench/README.md).
// Against a running console (`pnpm start`, or deploy/scripts/start.mjs on another PORT):
//   pnpm --filter @maziwa/bench lighthouse [--base http://localhost:8080] [--only REGEX]
//     [--preset mobile|desktop|both] [--runs 5] [--json FILE] [--reports DIR] [--traces DIR] [--priority -10]
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';
import {
  ADMIN,
  LOGIN_PATH,
  TOKEN_KEY,
  kib,
  markdownTable,
  measuredPages,
  median,
  parseArgs,
  readSidebarInPage,
} from './pages.mjs';

// Lighthouse drives the browser through puppeteer-core, its own dependency (it never
// downloads a browser); we take the same copy so the page we hand it is one it understands.
const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const puppeteer = fromLighthouse('puppeteer-core');
const LIGHTHOUSE_VERSION = fromLighthouse('../package.json').version;

const args = parseArgs();
if (args.help !== undefined) {
  console.log(
    'usage: node lighthouse.mjs [--base URL] [--only REGEX] [--preset mobile|desktop|both] [--runs N] [--json FILE] [--reports DIR] [--traces DIR] [--priority NICE] [--email E --password P]',
  );
  process.exit(0);
}
const base = (args.base || process.env.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');
const runs = Number(args.runs || 5);
const presetArg = args.preset || 'both';
if (!['mobile', 'desktop', 'both'].includes(presetArg) || !(runs >= 1)) {
  console.error('--preset is mobile, desktop or both; --runs is a number >= 1');
  process.exit(2);
}
const presets = presetArg === 'both' ? ['mobile', 'desktop'] : [presetArg];
// undefined = Lighthouse's default config: the mobile preset.
const CONFIGS = { mobile: undefined, desktop: desktopConfig };

// --priority N: the niceness this script runs at, and so the browser it starts (its processes
// inherit it); below 0 needs root. On cores shared with other work, Chrome's tasks are
// stretched by whatever else runs, and Lighthouse multiplies what it observed by 4 on the
// mobile preset: a higher priority keeps the figures closer to those of a quiet machine.
if (args.priority !== undefined) os.setPriority(Number(args.priority));

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  defaultViewport: null,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--window-size=1350,940',
  ],
});
const chromiumVersion = await browser.version();

// Sign in through the login page as a person would, and read the sidebar (what the
// administrator may open) for the list of pages.
const signInPage = await browser.newPage();
await signInPage.setViewport({ width: 1280, height: 800 });
await signInPage.goto(`${base}${LOGIN_PATH}`);
await signInPage.locator('::-p-aria(Email)').fill(args.email || ADMIN.email);
await signInPage.locator('::-p-aria(Password)').fill(args.password || ADMIN.password);
await signInPage.locator('::-p-aria([name="Sign In"][role="button"])').click();
await signInPage.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 30_000 });
const token = await signInPage.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
if (!token) throw new Error(`Signed in, but no token under localStorage '${TOKEN_KEY}'`);
const sidebar = await signInPage.evaluate(readSidebarInPage);
await signInPage.close();

const pages = measuredPages(sidebar, { only: args.only || undefined });
if (pages.length === 0) {
  console.error(`No page matches --only ${args.only}`);
  process.exit(2);
}

// Cold AND signed in: Lighthouse's storage reset (left on) clears the HTTP cache, the cache
// storage and service workers of the origin before each navigation, but not localStorage
// (its clearStorageTypes leaves local_storage out), which is where the session's token lives.
// So each run starts with an empty cache and the token set (or removed, for the sign-in page)
// on the origin beforehand. The token is written from /config.json, a document of the origin
// that loads no script (and whatever it caches is cleared by the reset anyway).
async function setSession(signedIn) {
  const page = await browser.newPage();
  await page.goto(`${base}/config.json`);
  await page.evaluate(
    (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    TOKEN_KEY,
    signedIn ? token : null,
  );
  await page.close();
}

// gzip level 9 of each script's body, whatever encoding the gateway negotiated (brotli or
// gzip): comparable with page-weight and the e2e budget. Hashed files never change: one fetch each.
const gzipCache = new Map();
function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length),
    );
  }
  return gzipCache.get(url);
}

// A task's script as its file name (the page's own URL as 'document'), short enough for a table.
function shortUrl(url) {
  if (!url) return 'other';
  try {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(base).origin) return url;
    const file = parsed.pathname.split('/').filter(Boolean);
    if (file.length === 0 || !/\.\w+$/.test(parsed.pathname)) return 'document';
    return file.slice(-2).join('/');
  } catch {
    return url;
  }
}

async function auditOnce(path, preset) {
  await setSession(path !== LOGIN_PATH);
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      `${base}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      CONFIGS[preset],
      page,
    );
    const lhr = result.lhr;
    // --reports DIR keeps each run's whole report (open it in Lighthouse's viewer, or read
    // its audits: the LCP element, long tasks, what each script costs).
    if (args.reports) {
      mkdirSync(args.reports, { recursive: true });
      const name = `${preset}${path.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(args.reports, name), result.report);
    }
    // --traces DIR keeps each run's trace of the page load (open it in DevTools' Performance
    // panel): the tasks as they ran, unslowed, with what ran inside them.
    if (args.traces && result.artifacts?.Trace) {
      mkdirSync(args.traces, { recursive: true });
      const name = `${preset}${path.replace(/\W+/g, '_')}-${Date.now()}.trace.json`;
      writeFileSync(join(args.traces, name), JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (path !== LOGIN_PATH && landed === LOGIN_PATH)
      throw new Error(`${path} sent the audit to ${LOGIN_PATH}: the session was not there`);
    const summary = lhr.audits['resource-summary'].details.items;
    const row = (type) => summary.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
    const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
    const gzip = (await Promise.all(scripts.map((item) => gzipBytes(item.url)))).reduce((sum, n) => sum + n, 0);
    // Where the main thread went: the long tasks (as Lighthouse simulates them on the phone's
    // slowed CPU), each named by the script it is attributed to, and the time by kind of work.
    const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: shortUrl(item.url),
      startTime: item.startTime,
      duration: item.duration,
    }));
    const work = Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
    );
    return {
      longTasks,
      work,
      score: lhr.categories.performance.score * 100,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsTransferred: row('script').transferSize,
      jsGzip: gzip,
      jsFiles: row('script').requestCount,
      requests: row('total').requestCount,
      warnings: lhr.runWarnings.filter((w) => !/stored data/i.test(w)),
    };
  } finally {
    await page.close();
  }
}

// The run whose TBT is the median (the lower middle of an even count): its long tasks are the
// ones printed, a real run's rather than a mix of several.
function medianRun(each) {
  const sorted = [...each].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const FIGURES = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsTransferred', 'jsGzip', 'jsFiles', 'requests'];
const results = [];
const startedAt = new Date();
let stopped = '';
pages: for (const { path, label } of pages) {
  for (const preset of presets) {
    if (stopped) break pages;
    const each = [];
    // A run that fails (Lighthouse 13 loses the trace's navigation now and then on a busy
    // machine: NO_NAVSTART) is made again, up to as many extra runs as asked for.
    for (let run = 1, attempts = 0; run <= runs && attempts < 2 * runs; attempts += 1) {
      process.stderr.write(`${preset.padEnd(7)} ${path} run ${run}/${runs}... `);
      try {
        const figures = await auditOnce(path, preset);
        each.push(figures);
        run += 1;
        process.stderr.write(
          `score ${Math.round(figures.score)}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbt)} ms\n`,
        );
        for (const warning of figures.warnings) process.stderr.write(`  warning: ${warning}\n`);
      } catch (error) {
        process.stderr.write(`failed: ${error.message}\n`);
        // The console went away: the remaining pages would only fail too. Print what was measured.
        if (/ERR_CONNECTION_REFUSED|fetch failed/.test(error.message))
          stopped = `${base} stopped answering during ${preset} ${path}`;
      }
      if (stopped) break;
    }
    const medians = Object.fromEntries(FIGURES.map((key) => [key, median(each.map((f) => f[key]))]));
    results.push({
      path,
      label,
      preset,
      runs: each.length,
      median: medians,
      each: each.map(({ warnings, ...f }) => f),
      medianRun: each.length ? medianRun(each) : undefined,
    });
  }
}
await browser.close();

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
const fmt = {
  score: (n) => (Number.isNaN(n) ? '-' : String(Math.round(n))),
  seconds: (n) => (Number.isNaN(n) ? '-' : (n / 1000).toFixed(2)),
  ms: (n) => (Number.isNaN(n) ? '-' : String(Math.round(n))),
  cls: (n) => (Number.isNaN(n) ? '-' : n.toFixed(3)),
  kib: (n) => (Number.isNaN(n) ? '-' : kib(n)),
  count: (n) => (Number.isNaN(n) ? '-' : String(Math.round(n))),
};
console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, Node ${process.versions.node}, ${chromiumVersion}`);
console.log(
  `${base}, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load}, ${os.cpus().length} cores, browser at niceness ${os.getPriority()}`,
);
console.log(
  `Median of ${runs} run${runs > 1 ? 's' : ''} per page and preset, each cold (cache cleared), signed in except ${LOGIN_PATH}.`,
);
console.log('mobile = Lighthouse default (Moto G Power, simulated slow 4G, 4x CPU); desktop = its desktop preset.');
console.log(
  'JS KiB = JavaScript as transferred (encoding as served) and each file gzip level 9; requests = all requests.',
);
if (stopped) console.log(`Cut short: ${stopped}; the pages after it were not measured.`);
console.log('');
console.log(
  markdownTable(
    [
      'page',
      'preset',
      'score',
      'FCP s',
      'LCP s',
      'TBT ms',
      'CLS',
      'JS KiB transferred',
      'JS KiB gzip-9',
      'JS files',
      'requests',
    ],
    results.map(({ path, preset, runs: done, median: m }) => [
      done < runs ? `${path} (${done}/${runs} runs)` : path,
      preset,
      fmt.score(m.score),
      fmt.seconds(m.fcp),
      fmt.seconds(m.lcp),
      fmt.ms(m.tbt),
      fmt.cls(m.cls),
      fmt.kib(m.jsTransferred),
      fmt.kib(m.jsGzip),
      fmt.count(m.jsFiles),
      fmt.count(m.requests),
    ]),
    [false, false, true, true, true, true, true, true, true, true, true],
  ),
);
// The long tasks of each page's median run (by TBT): start and duration in ms as Lighthouse
// simulates them, the script each is attributed to, and the main thread's time by kind.
console.log('\nLong tasks of the median run (start ms + duration ms, script), and main-thread time by kind:');
for (const { path, preset, medianRun: run } of results) {
  if (!run) continue;
  const tasks = [...run.longTasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 6)
    .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url}`)
    .join(', ');
  const work = Object.entries(run.work)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${Math.round(ms)}`)
    .join(', ');
  console.log(`- ${path} ${preset} (TBT ${Math.round(run.tbt)} ms): ${tasks || 'no long task'}`);
  console.log(`  ${work}`);
}
if (args.json) {
  const header = {
    stopped: stopped || undefined,
    lighthouse: LIGHTHOUSE_VERSION,
    chromium: chromiumVersion,
    node: process.versions.node,
    base,
    startedAt,
    loadAverage: os.loadavg(),
    niceness: os.getPriority(),
    runs,
  };
  writeFileSync(args.json, `${JSON.stringify({ ...header, pages: results }, null, 2)}\n`);
  console.log(`\nFigures written to ${args.json}`);
}
