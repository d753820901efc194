// The production-like stack on this machine, from the built files:
//   PostgreSQL (Debian's server, its own cluster and port) -> migrate -> API processes
//   (NODE_ENV=production) -> the published console -> nginx in front, on one URL.
//
//   node deploy/stack/stack.mjs start [--demo] [--port 8080] [--pg-port 55433] [--api-ports 3011,3012]
//   node deploy/stack/stack.mjs restart-apis     (rolling: one API process at a time)
//   node deploy/stack/stack.mjs stop | status
//
// It installs and builds nothing: it says what is missing. `--demo` runs the migrate step
// outside production once, so an empty database gets the demo sign-ins (production refuses
// them); the API processes themselves are production ones either way.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_SERVER, apiPidFiles, migrate, MIGRATE_CLI, restartApi, startApis, stopApis } from './lib/api.mjs';
import { REPO_ROOT, stackLayout } from './lib/layout.mjs';
import { postgresBin, postgresRunning, startPostgres, stopPostgres } from './lib/postgres.mjs';
import { isAlive, readPid, waitForOk } from './lib/processes.mjs';
import { API_FAIL_TIMEOUT_S } from '../nginx/render.mjs';
import { nginxBinary, nginxPid, publish, startNginx, stopNginx } from './lib/web.mjs';

const DEMO_SIGN_IN = 'admin@maziwa.test / Maziwa-2026';
const { LOCAL_START_MARKER } = createRequire(import.meta.url)('../../shared/tooling/webpack/local-start.cjs');
const REMOTES = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared/contracts/src/remote-ids.json'), 'utf8'));

/** What has to be on the machine first, each with how to get it. */
function missingPrerequisites() {
  const missing = [];
  const built = [API_SERVER, MIGRATE_CLI, 'deploy/gateway/dist/publish-cli.js', 'host/dist/index.html'].map((file) =>
    path.resolve(REPO_ROOT, file),
  );
  const unbuilt = built.filter((file) => !existsSync(file));
  if (unbuilt.length)
    missing.push(`built apps (${unbuilt.map((file) => path.relative(REPO_ROOT, file)).join(', ')}): pnpm build`);
  // `pnpm start` builds the host and remotes quickly for itself (no source maps, quick .gz/.br):
  // the stack serves production files only.
  const builtLocally = ['host', ...REMOTES.map((name) => `remotes/${name}`)].filter((dir) =>
    existsSync(path.resolve(REPO_ROOT, dir, 'dist', LOCAL_START_MARKER)),
  );
  if (builtLocally.length)
    missing.push(
      `production builds (${builtLocally.join(', ')} were built by pnpm start for this machine): pnpm build`,
    );
  if (!postgresBin()) missing.push('the PostgreSQL server: apt-get install postgresql');
  if (!nginxBinary()) missing.push('nginx: apt-get install nginx libnginx-mod-http-brotli-static');
  return missing;
}

/** Secrets made on the first start and kept, so tokens and the database survive a restart. */
function loadSecrets(layout) {
  const secret = () => randomBytes(32).toString('hex');
  const kept = existsSync(layout.secretsFile) ? JSON.parse(readFileSync(layout.secretsFile, 'utf8')) : null;
  // A stack made before the sealing key existed gets one on its next start (issue 32).
  if (kept?.sealingKey) return kept;
  const secrets = kept
    ? { ...kept, sealingKey: secret() }
    : { jwtSecret: secret(), dbPassword: secret(), superuserPassword: secret(), sealingKey: secret() };
  writeFileSync(layout.secretsFile, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

function running(layout) {
  return {
    postgres: postgresRunning(postgresBin(), layout),
    api: apiPidFiles(layout)
      .map((file) => readPid(file))
      .filter(isAlive),
    nginx: isAlive(nginxPid(layout)) ? nginxPid(layout) : undefined,
  };
}

async function start(layout) {
  const missing = missingPrerequisites();
  if (missing.length) throw new Error(`Missing on this machine:\n  ${missing.join('\n  ')}`);
  const now = running(layout);
  if (now.nginx || now.api.length)
    throw new Error(
      `The stack is already running (${path.relative(REPO_ROOT, layout.stateDir) || layout.stateDir}): stop it first.`,
    );

  const started = Date.now();
  const step = (what) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
  mkdirSync(layout.stateDir, { recursive: true });
  const secrets = loadSecrets(layout);
  writeFileSync(
    startedWith(layout),
    `${JSON.stringify({ port: layout.port, pgPort: layout.pgPort, apiPorts: layout.apiPorts })}\n`,
  );
  try {
    step(`PostgreSQL on 127.0.0.1:${layout.pgPort} (${layout.pgDataDir})`);
    startPostgres(postgresBin(), layout, secrets);
    step(`migrate${layout.demo ? ' (with the demo data)' : ''}`);
    await migrate(layout, secrets);
    step(`API processes on ${layout.apiPorts.map((port) => `127.0.0.1:${port}`).join(', ')}`);
    await startApis(layout, secrets);
    step(`publishing the console to ${layout.deployDir}`);
    publish(layout);
    step(`nginx on :${layout.port}`);
    await startNginx(layout);
    const url = `http://localhost:${layout.port}`;
    if (!(await waitForOk(`http://127.0.0.1:${layout.port}/api/readyz`, { timeoutMs: 30_000 }))) {
      throw new Error(`${url}/api/readyz does not answer through nginx (see ${layout.nginxRunDir}/error.log)`);
    }
    step('ready');
    console.log(`\nMaziwa (nginx + ${layout.apiPorts.length} API processes + PostgreSQL) is running at ${url}`);
    if (layout.demo) console.log(`Demo sign-in: ${DEMO_SIGN_IN} (and the others in the README)`);
    console.log('Stop it with: pnpm stack:stop');
  } catch (error) {
    // Leave nothing half-started behind.
    await stop(layout, { quiet: true });
    throw error;
  }
}

async function stop(layout, { quiet = false } = {}) {
  const say = quiet ? () => {} : console.log;
  if (await stopNginx(layout)) say('nginx stopped');
  const apis = await stopApis(layout);
  if (apis) say(`${apis} API process(es) stopped`);
  if (stopPostgres(postgresBin(), layout)) say('PostgreSQL stopped');
}

/**
 * A rolling restart (a new API build going live): one process at a time is stopped (it
 * finishes its open requests and takes no new connection), started again and waited for.
 * Meanwhile nginx sends what would have gone to it to the others (proxy_next_upstream) and,
 * after two refusals, leaves it out for API_FAIL_TIMEOUT_S; the next process is restarted only
 * once that has passed, so nginx never finds every process out of its pool at once. nginx
 * itself is not reloaded: a reload closes the idle keep-alive connections of browsers, and a
 * client racing such a close would see an error.
 */
async function restartApis(layout) {
  if (!running(layout).nginx) throw new Error('The stack is not running: start it first.');
  const secrets = loadSecrets(layout);
  for (const [index, port] of layout.apiPorts.entries()) {
    await restartApi(layout, secrets, index);
    console.log(`API process on 127.0.0.1:${port} restarted`);
    // nginx takes it back after fail_timeout, whether or not it noticed it go: from then on it
    // is safe to stop the next one (and, after the last, to restart again).
    await new Promise((resolve) => setTimeout(resolve, API_FAIL_TIMEOUT_S * 1000 + 500));
  }
}

async function status(layout) {
  const now = running(layout);
  const ready = now.nginx ? await waitForOk(`http://127.0.0.1:${layout.port}/api/readyz`, { timeoutMs: 2_000 }) : false;
  console.log(`PostgreSQL: ${now.postgres ? `running on 127.0.0.1:${layout.pgPort}` : 'stopped'}`);
  console.log(`API processes: ${now.api.length ? `${now.api.length} (pids ${now.api.join(', ')})` : 'none'}`);
  console.log(
    `nginx: ${now.nginx ? `pid ${now.nginx}, http://localhost:${layout.port} ${ready ? 'ready' : 'NOT ready'}` : 'stopped'}`,
  );
  return now.postgres && now.api.length > 0 && ready;
}

// The ports a running stack was started with, so `status` and `stop` need no flags.
const startedWith = (layout) => path.join(layout.stateDir, 'ports.json');

async function main(args) {
  let layout = stackLayout(args);
  if (args[0] !== 'start' && existsSync(startedWith(layout))) {
    layout = { ...layout, ...JSON.parse(readFileSync(startedWith(layout), 'utf8')) };
  }
  switch (args[0]) {
    case 'start':
      return start(layout);
    case 'stop':
      return stop(layout);
    case 'restart-apis':
      return restartApis(layout);
    case 'status':
      if (!(await status(layout))) process.exitCode = 3;
      return;
    default:
      throw new Error(
        'usage: stack.mjs start [--demo] [--port N] [--pg-port N] [--api-ports N,N] | restart-apis | stop | status',
      );
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
