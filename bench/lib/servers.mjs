// Throw-away servers for benchmarks that start their own: a PostgreSQL server (as
// deploy/scripts/test-all.sh starts one) and the API on PGlite in memory or on that server.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function pgBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length > 0) return path.join(base, versions.at(-1), 'bin');
  // Missing binaries: install them the way test-all.sh does (root, or sudo).
  const asRoot = process.getuid() === 0 ? [] : ['sudo'];
  const run = (args) => execFileSync(asRoot[0] ?? args[0], asRoot.length ? args : args.slice(1), { stdio: 'inherit' });
  run(['apt-get', 'update', '-qq']);
  run(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'postgresql']);
  return pgBin();
}

/** initdb + pg_ctl in a temporary directory (as postgres when root); stop() removes it. */
export async function startPostgres() {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'maziwa-bench-pg-'));
  const asPostgres = (cmd, args) =>
    process.getuid() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
      : execFileSync(cmd, args, { stdio: 'ignore' });
  if (process.getuid() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    `${dir}/data`,
    '-w',
    '-l',
    `${dir}/log`,
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The API (tsx deploy/api/src/server.ts) with the demo data, on PGlite in memory or on
 * `databaseUrl`; `env` adds variables. Its own process group, so tsx and node stop together.
 */
export async function startApi({ databaseUrl, env = {} } = {}) {
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'deploy/api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MAZIWA_DATA_DIR: 'memory://',
      MAZIWA_DEMO_DATA: '1',
      MAZIWA_MIGRATE_ON_START: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 300_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
    await sleep(250);
  }
  process.kill(-child.pid, 'SIGKILL');
  throw new Error('the API did not start within 300 s');
}

export async function signIn(base, email, password) {
  let response;
  // Just after start (seeding, JIT) the API may answer 503 busy: it says when to come back.
  for (let attempt = 0; attempt < 20; attempt++) {
    response = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    if (response.status !== 503) break;
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Runs fn on each engine asked for, with a fresh API (and PostgreSQL server) per engine. */
export async function onEachEngine(engines, fn) {
  for (const engine of engines) {
    const pg = engine === 'postgres' ? await startPostgres() : undefined;
    let api;
    try {
      api = await startApi({ databaseUrl: pg?.url });
      await fn(engine, api.base);
    } finally {
      api?.stop();
      await sleep(500);
      pg?.stop();
    }
  }
}
