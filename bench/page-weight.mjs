// Prints what a browser downloads to show a page after sign-in: JavaScript and CSS bytes
// as transferred (compressed) and uncompressed, per origin path, and the time to the page's
// heading. Run against a running console: `pnpm start`, then
//   pnpm --filter @maziwa/bench page-weight [-- --path /dashboard --base http://localhost:8080]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]?.startsWith('--') ? '' : (all[i + 1] ?? '')]] : pairs), []),
);
const base = args.base ?? process.env.BASE_URL ?? 'http://localhost:8080';
const target = args.path ?? '/dashboard';
const email = args.email ?? 'admin@maziwa.test';
const password = args.password ?? 'Maziwa-2026';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext();
const page = await context.newPage();

// Sign in first (the login page's own bytes are not counted), then load the target cold.
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL(/\/dashboard/);
const token = await page.evaluate(() => localStorage.getItem('maziwa.access_token'));
await context.close();

const fresh = await browser.newContext();
await fresh.addInitScript((value) => localStorage.setItem('maziwa.access_token', value), token);
const cold = await fresh.newPage();
const client = await cold.context().newCDPSession(cold);
await client.send('Network.enable');
const sizes = new Map();
client.on('Network.responseReceived', ({ requestId, response, type }) => sizes.set(requestId, { url: response.url, type, encoded: 0, decoded: 0 }));
client.on('Network.dataReceived', ({ requestId, dataLength }) => {
  const entry = sizes.get(requestId);
  if (entry) entry.decoded += dataLength;
});
client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const entry = sizes.get(requestId);
  if (entry) entry.encoded = encodedDataLength;
});

const started = Date.now();
await cold.goto(`${base}${target}`);
await cold.getByRole('heading', { level: 1 }).first().waitFor();
const headingMs = Date.now() - started;
await cold.waitForLoadState('networkidle');

const rows = [...sizes.values()].filter((r) => r.type === 'Script' || r.type === 'Stylesheet');
const total = (type, key) => rows.filter((r) => r.type === type).reduce((sum, r) => sum + r[key], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`Page ${target} at ${base}, signed in, cold cache`);
console.log(`  heading visible after ${headingMs} ms`);
console.log(`  JavaScript: ${rows.filter((r) => r.type === 'Script').length} files, ${kb(total('Script', 'encoded'))} transferred (compressed), ${kb(total('Script', 'decoded'))} uncompressed`);
console.log(`  CSS:        ${rows.filter((r) => r.type === 'Stylesheet').length} files, ${kb(total('Stylesheet', 'encoded'))} transferred, ${kb(total('Stylesheet', 'decoded'))} uncompressed`);
const byArea = new Map();
for (const r of rows.filter((r) => r.type === 'Script')) {
  const path = new URL(r.url).pathname;
  const area = path.startsWith('/remotes/') ? path.split('/').slice(0, 3).join('/') : 'host';
  byArea.set(area, (byArea.get(area) ?? 0) + r.encoded);
}
for (const [area, bytes] of byArea) console.log(`    ${area.padEnd(22)} ${kb(bytes)}`);

// The same files as gzip would send them (what "gzipped bytes" usually means), whatever
// encoding the browser negotiated.
const gzipped = await Promise.all(
  rows
    .filter((r) => r.type === 'Script')
    .map(async (r) => {
      const body = Buffer.from(await (await fetch(r.url)).arrayBuffer());
      return { path: new URL(r.url).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
);
console.log(`  JavaScript gzipped (level 9): ${kb(gzipped.reduce((sum, f) => sum + f.gzip, 0))}`);
if (args.verbose !== undefined) {
  for (const f of gzipped.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(f.gzip).padStart(10)}  ${kb(f.raw).padStart(10)}  ${f.path}`);
}
await browser.close();
