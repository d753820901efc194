// Prints what a browser downloads to show a page after sign-in: JavaScript and CSS bytes
// as transferred (compressed) and uncompressed, per origin path, and the time to the page's
// heading. Run against a running console: `pnpm start`, then
//   pnpm --filter @maziwa/bench page-weight [-- --path /dashboard --base http://localhost:8080 --verbose]
//   pnpm --filter @maziwa/bench page-weight -- --all [--only REGEX] [--json FILE]
// --all measures every page of bench/pages.mjs (the sign-in page, the sidebar's pages, one
// add form), each cold, and prints one table plus the biggest chunks several pages share.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  ADMIN,
  LOGIN_PATH,
  TOKEN_KEY,
  kib,
  markdownTable,
  measuredPages,
  parseArgs,
  readSidebarInPage,
} from './pages.mjs';

const args = parseArgs();
const base = args.base ?? process.env.BASE_URL ?? 'http://localhost:8080';
const email = args.email ?? ADMIN.email;
const password = args.password ?? ADMIN.password;

const browser = await chromium.launch({
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

// Sign in first (the login page's own bytes are not counted then), keep the token and, for
// --all, read the pages from the sidebar while signed in.
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL(/\/dashboard/);
const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
const sidebar = args.all !== undefined ? await page.evaluate(readSidebarInPage) : [];
await context.close();

// gzip level 9 of a file's body: what "gzipped bytes" usually means, whatever encoding the
// browser negotiated (the gateway may send brotli). Hashed files never change, so each URL
// is fetched and compressed once per run.
const gzipCache = new Map();
function gzipped(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url)
        .then((response) => response.arrayBuffer())
        .then((body) => ({ raw: body.byteLength, gzip: gzipSync(Buffer.from(body), { level: 9 }).length })),
    );
  }
  return gzipCache.get(url);
}

/** Loads `path` in a fresh context (empty cache), signed in unless it is the sign-in page. */
async function measure(path) {
  const fresh = await browser.newContext();
  if (path !== LOGIN_PATH)
    await fresh.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  const cold = await fresh.newPage();
  const client = await fresh.newCDPSession(cold);
  await client.send('Network.enable');
  const sizes = new Map();
  client.on('Network.responseReceived', ({ requestId, response, type }) =>
    sizes.set(requestId, { url: response.url, type, encoded: 0, decoded: 0 }),
  );
  client.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = sizes.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = sizes.get(requestId);
    if (entry) entry.encoded = encodedDataLength;
  });

  const started = Date.now();
  await cold.goto(`${base}${path}`);
  await cold.getByRole('heading', { level: 1 }).first().waitFor();
  const headingMs = Date.now() - started;
  await cold.waitForLoadState('networkidle');
  await fresh.close();

  const files = [...sizes.values()].filter((r) => r.type === 'Script' || r.type === 'Stylesheet');
  const scripts = await Promise.all(
    files
      .filter((r) => r.type === 'Script')
      .map(async (r) => ({ ...r, path: new URL(r.url).pathname, ...(await gzipped(r.url)) })),
  );
  const styles = files.filter((r) => r.type === 'Stylesheet');
  const sum = (rows, key) => rows.reduce((total, r) => total + r[key], 0);
  return {
    path,
    headingMs,
    js: {
      files: scripts.length,
      transferred: sum(scripts, 'encoded'),
      decoded: sum(scripts, 'decoded'),
      gzip: sum(scripts, 'gzip'),
    },
    css: { files: styles.length, transferred: sum(styles, 'encoded'), decoded: sum(styles, 'decoded') },
    scripts: scripts.map(({ path: file, encoded, gzip, raw }) => ({ path: file, transferred: encoded, gzip, raw })),
  };
}

/** host, or /remotes/<name>: whose files a script is. */
const areaOf = (file) => (file.startsWith('/remotes/') ? file.split('/').slice(0, 3).join('/') : 'host');

function printOne(m) {
  console.log(`Page ${m.path} at ${base}, ${m.path === LOGIN_PATH ? 'signed out' : 'signed in'}, cold cache`);
  console.log(`  heading visible after ${m.headingMs} ms`);
  console.log(
    `  JavaScript: ${m.js.files} files, ${kib(m.js.transferred)} KiB transferred (compressed), ${kib(m.js.decoded)} KiB uncompressed`,
  );
  console.log(
    `  CSS:        ${m.css.files} files, ${kib(m.css.transferred)} KiB transferred, ${kib(m.css.decoded)} KiB uncompressed`,
  );
  const byArea = new Map();
  for (const s of m.scripts) byArea.set(areaOf(s.path), (byArea.get(areaOf(s.path)) ?? 0) + s.transferred);
  for (const [area, bytes] of byArea) console.log(`    ${area.padEnd(22)} ${kib(bytes)} KiB`);
  console.log(`  JavaScript gzipped (level 9): ${kib(m.js.gzip)} KiB`);
  if (args.verbose !== undefined) {
    for (const f of [...m.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${kib(f.gzip).padStart(7)} KiB  ${kib(f.raw).padStart(7)} KiB  ${f.path}`);
  }
}

function printAll(results) {
  console.log(`Page weight at ${base}, each page cold (empty cache), signed in except ${LOGIN_PATH}; KiB = 1024 bytes`);
  console.log(`JS gzip = each JavaScript file compressed with gzip level 9 (independent of the encoding served)\n`);
  const biggest = (m) =>
    [...m.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 3)
      .map((s) => `${s.path.split('/').pop()} ${kib(s.gzip)}`)
      .join(', ');
  console.log(
    markdownTable(
      [
        'page',
        'JS files',
        'JS KiB transferred',
        'JS KiB gzip-9',
        'CSS files',
        'CSS KiB transferred',
        'heading ms',
        'biggest JS files (KiB gzip-9)',
      ],
      results.map((m) => [
        m.path,
        m.js.files,
        kib(m.js.transferred),
        kib(m.js.gzip),
        m.css.files,
        kib(m.css.transferred),
        m.headingMs,
        biggest(m),
      ]),
      [false, true, true, true, true, true, true, false],
    ),
  );
  // The chunks that more than one page downloads, biggest first: where a cut helps every page.
  const shared = new Map();
  for (const m of results) {
    for (const s of m.scripts) {
      const entry = shared.get(s.path) ?? { ...s, pages: 0 };
      entry.pages += 1;
      shared.set(s.path, entry);
    }
  }
  const rows = [...shared.values()].filter((s) => s.pages > 1).sort((a, b) => b.gzip - a.gzip);
  const top = args.verbose !== undefined ? rows : rows.slice(0, 10);
  console.log(
    `\nShared chunks (loaded by 2 or more of the ${results.length} pages), biggest first${args.verbose !== undefined ? '' : ' (top 10; --verbose for all)'}:\n`,
  );
  console.log(
    markdownTable(
      ['file', 'pages', 'KiB gzip-9', 'KiB raw'],
      top.map((s) => [s.path, s.pages, kib(s.gzip), kib(s.raw)]),
    ),
  );
}

if (args.all !== undefined) {
  const pages = measuredPages(sidebar, { only: args.only || undefined });
  const results = [];
  for (const p of pages) {
    process.stderr.write(`measuring ${p.path}\n`);
    results.push(await measure(p.path));
  }
  printAll(results);
  if (args.json)
    writeFileSync(
      args.json,
      `${JSON.stringify({ base, measuredAt: new Date().toISOString(), pages: results }, null, 2)}\n`,
    );
} else {
  const result = await measure(args.path || '/dashboard');
  printOne(result);
  if (args.json)
    writeFileSync(
      args.json,
      `${JSON.stringify({ base, measuredAt: new Date().toISOString(), pages: [result] }, null, 2)}\n`,
    );
}
await browser.close();
