// The production-like stack, started and used as a browser would use it through nginx:
// sign in, the console's page and a deep link, a hashed chunk, the remotes manifest and a
// remote's files (with their cache and encoding headers), then a bounded load through a
// rolling restart of the API processes and a remote republished, with 0 failed requests, then stop. Runs in a temporary data directory on ports of its own, beside any stack
// or `pnpm start` a developer has running.
//
//   node --test deploy/stack/          (needs the built apps, nginx and the PostgreSQL server)
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { gatewaySecurityHeaders } from '../nginx/render.mjs';

const STACK = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stack.mjs');
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.MAZIWA_STACK_TEST_PORT ?? 18480);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'maziwa-stack-test-'));
// PostgreSQL and nginx run as their own users when this runs as root: they must reach it.
chmodSync(dataDir, 0o755);
const env = {
  ...process.env,
  MAZIWA_STACK_DATA_DIR: dataDir,
  MAZIWA_STACK_PORT: String(PORT),
  MAZIWA_STACK_PG_PORT: process.env.MAZIWA_STACK_TEST_PG_PORT ?? '55434',
  MAZIWA_STACK_API_PORTS: '3021,3022',
  LOG_LEVEL: 'warn',
};
const stack = (...args) => spawnSync('node', [STACK, ...args], { env, encoding: 'utf8', timeout: 300_000 });

/** A GET (or other) request with the headers given and nothing added: no automatic decoding. */
function request(pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: pathname, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A command run without blocking this process (the load generator runs in it meanwhile). */
function runAsync(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Publishes a new version of the payroll remote into the running stack, as its team would:
 * today's build with its declarations rewritten (a different version), then publish-cli.
 * Resolves with the new manifest line's entry.
 */
async function republishPayroll() {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'maziwa-payroll-republish-'));
  try {
    cpSync(path.join(REPO_ROOT, 'remotes/payroll/dist'), copy, { recursive: true });
    const pages = path.join(copy, 'pages.json');
    writeFileSync(pages, JSON.stringify(JSON.parse(readFileSync(pages, 'utf8'))));
    rmSync(`${pages}.gz`, { force: true });
    rmSync(`${pages}.br`, { force: true });
    const published = await runAsync(
      'node',
      [path.join(REPO_ROOT, 'deploy/gateway/dist/publish-cli.js'), 'payroll', '--dist', copy],
      {
        MAZIWA_DEPLOY_DIR: path.join(dataDir, 'stack', 'deploy'),
      },
    );
    assert.equal(published.code, 0, published.output);
    return /-> (\S+)/.exec(published.output)[1];
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const page = (pathname) => request(pathname, { headers: { accept: 'text/html,application/xhtml+xml' } });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the production-like stack (nginx, two API processes, PostgreSQL)', () => {
  let startedIn;
  before(() => {
    const started = Date.now();
    const result = stack('start', '--demo');
    startedIn = Date.now() - started;
    assert.equal(result.status, 0, `stack start failed:\n${result.stdout}\n${result.stderr}`);
  });

  after(() => {
    const result = stack('stop');
    assert.equal(result.status, 0, result.stderr);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts and reports its time', (t) => {
    t.diagnostic(`stack started in ${(startedIn / 1000).toFixed(1)} s (new cluster, migrations, demo data)`);
    assert.equal(stack('status').status, 0);
  });

  test('signs in through nginx and the token works on either API process', async () => {
    const form = new URLSearchParams({ username: 'admin@maziwa.test', password: 'Maziwa-2026' }).toString();
    const signIn = await request('/api/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    assert.equal(signIn.status, 200, signIn.body.toString());
    const { access_token: token } = JSON.parse(signIn.body.toString());
    // least_conn spreads these over both processes: each must accept the other's token.
    for (let i = 0; i < 4; i++) {
      const me = await request('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
      assert.equal(me.status, 200);
      assert.equal(JSON.parse(me.body.toString()).email, 'admin@maziwa.test');
    }
    const unknown = await request('/api/no-such-route');
    assert.equal(unknown.status, 404);
    assert.match(
      unknown.headers['content-type'],
      /json/,
      "an unknown /api path is the API's 404, not the console page",
    );
  });

  test("serves the console at / and at a deep link, never cached, under the gateway's security headers", async () => {
    const expected = await gatewaySecurityHeaders();
    for (const pathname of ['/', '/collection/trips']) {
      const response = await page(pathname);
      assert.equal(response.status, 200, pathname);
      assert.match(response.body.toString(), /main\.js/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      for (const [name, value] of expected) assert.equal(response.headers[name], value, `${pathname}: ${name}`);
    }
    assert.equal((await request('/collection/trips')).status, 404, 'only a page request gets index.html');
    assert.equal((await page('/missing.0badc0de.js')).status, 404, 'a missing file is a 404, not the page');
  });

  test('serves hashed files immutable and precompressed (br, gzip)', async () => {
    const hostDir = path.join(dataDir, 'stack', 'deploy', 'host');
    const chunk = readdirSync(hostDir).find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
    const brotli = await request(`/${chunk}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(brotli.status, 200);
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.headers['cache-control'], IMMUTABLE);
    const gzip = await request(`/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gzip.headers.vary, /Accept-Encoding/);
    const plain = await request(`/${chunk}`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, readFileSync(path.join(hostDir, chunk)));
    assert.equal((await request('/main.js')).headers['cache-control'], 'no-cache');
  });

  test('serves remotes.json and config.json revalidated, and each remote version immutable', async () => {
    const manifest = await request('/remotes.json');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const { remotes } = JSON.parse(manifest.body.toString());
    assert.equal(remotes.length, 7);
    const config = await request('/config.json');
    assert.equal(config.headers['cache-control'], 'no-cache');
    assert.deepEqual(JSON.parse(config.body.toString()), { apiBaseUrl: '/api' });
    const entry = remotes[0].entry;
    const remoteManifest = await request(entry, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(remoteManifest.status, 200, entry);
    assert.equal(remoteManifest.headers['cache-control'], IMMUTABLE);
    const remoteEntry = await request(entry.replace('mf-manifest.json', 'remoteEntry.js'));
    assert.equal(remoteEntry.status, 200);
    assert.equal(remoteEntry.headers['cache-control'], IMMUTABLE);
    assert.equal((await page(entry.replace('mf-manifest.json', 'missing.js'))).status, 404);
  });

  test('serves a bounded load with 0 failed requests through a rolling restart of the API and a remote republished', async (t) => {
    const form = new URLSearchParams({ username: 'admin@maziwa.test', password: 'Maziwa-2026' }).toString();
    const signIn = await request('/api/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const auth = { authorization: `Bearer ${JSON.parse(signIn.body.toString()).access_token}` };
    // What a console in use asks for: the session, a page of a list, the page, the manifest.
    const load = autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 8,
      duration: 120,
      requests: [
        { method: 'GET', path: '/api/users/me', headers: auth },
        { method: 'GET', path: '/api/collections?limit=10', headers: auth },
        { method: 'GET', path: '/farmers/farmers-profiles', headers: { accept: 'text/html' } },
        { method: 'GET', path: '/remotes.json' },
      ],
    });
    const done = new Promise((resolve, reject) => load.once('done', resolve).once('error', reject));
    const failures = [];
    load.on('reqError', (error) => failures.push(`${new Date().toISOString()} ${error.code ?? ''} ${error.message}`));
    await sleep(1_000);
    const republished = republishPayroll();
    const restarted = await runAsync('node', [STACK, 'restart-apis']);
    assert.equal(restarted.code, 0, `restart-apis failed:\n${restarted.output}`);
    const newLine = await republished;
    await sleep(1_000);
    load.stop();
    const result = await done;
    t.diagnostic(
      `${result.requests.total} requests in ${result.duration.toFixed(1)} s (${result.requests.average} req/s), ` +
        `both API processes restarted in turn, payroll republished as ${newLine}`,
    );
    assert.ok(result.requests.total > 200, `only ${result.requests.total} requests were made`);
    assert.deepEqual(failures, []);
    assert.deepEqual(
      { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
      { errors: 0, timeouts: 0, non2xx: 0 },
    );
    assert.equal(
      JSON.parse((await request('/remotes.json')).body.toString()).remotes.find((line) => line.name === 'payroll')
        .entry,
      newLine,
    );
  });
});
