// `pnpm start`: builds what changed, publishes the host and every remote to the deploy
// directory, then serves the console, its remotes and the API at one URL, with the demo data
// (MAZIWA_DEMO_DATA=1, unless NODE_ENV=production or MAZIWA_DEMO_DATA=0).
//
// It builds for this machine (a local start), in a fraction of `pnpm build`'s time: the API
// and the gateway with tsc without its type check (the same files; `pnpm typecheck` and
// `pnpm test` check the types), then the server starts (its migrations and demo data) while
// the host and the remotes build, two at a time, as their production builds without
// minification or source maps and with quickly made .gz/.br copies
// (shared/tooling/webpack/create-config.cjs, localStart). MAZIWA_START_BUILD=production builds
// what is stale as `pnpm build` does instead (the browser tests serve that). An app's
// production build counts as up to date for a local start; a local start's never does for production.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { LOCAL_START_MARKER } = createRequire(import.meta.url)('../../shared/tooling/webpack/local-start.cjs');
// The seven remotes: the one list, which the contracts' RemoteId and lint read too.
const REMOTES = JSON.parse(readFileSync(path.join(root, 'shared/contracts/src/remote-ids.json'), 'utf8'));

// webpack as `pnpm build` runs it (pnpm's shim, which also sets NODE_PATH), in the app's directory.
const WEBPACK = path.join(root, 'node_modules/.bin/webpack');
const BUILDS = ['local', 'production'];
const build = process.env.MAZIWA_START_BUILD || 'local';
if (!BUILDS.includes(build)) {
  console.error(`MAZIWA_START_BUILD is "${build}": it takes ${BUILDS.join(' or ')}`);
  process.exit(1);
}

// Each buildable app, the directory of its output, and what its build reads: the host and the
// remotes read every shared package (shared/*, the tooling too).
const SHARED_FRONTEND = readdirSync(path.join(root, 'shared'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `shared/${entry.name}`);
const APPS = [
  { dir: 'deploy/api', output: 'deploy/api/dist', inputs: ['deploy/api'] },
  { dir: 'deploy/gateway', output: 'deploy/gateway/dist', inputs: ['deploy/gateway', 'shared/contracts'] },
  { dir: 'host', output: 'host/dist', inputs: ['host', ...SHARED_FRONTEND], web: true },
  ...REMOTES.map((name) => ({
    dir: `remotes/${name}`,
    output: `remotes/${name}/dist`,
    inputs: [`remotes/${name}`, ...SHARED_FRONTEND],
    web: true,
  })),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const names = (apps) => apps.map((app) => path.basename(app.dir)).join(', ');

// What runs now (builds, the server): all are stopped when one fails or this script is
// stopped, and this script ends once they have.
const children = new Set();
let exitCode;
function track(child, onExit) {
  children.add(child);
  child.on('exit', (code) => {
    children.delete(child);
    if (exitCode === undefined) onExit(code);
    if (exitCode !== undefined && children.size === 0) process.exit(exitCode);
  });
}
function stopAll(code, signal = 'SIGTERM') {
  exitCode ??= code;
  for (const child of children) child.kill(signal);
  if (children.size === 0) process.exit(exitCode);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0, signal));

/** Runs a build to its end; resolves with the milliseconds it took. One that fails stops everything. */
function runTimed(command, args, cwd = root) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    track(child, (code) => (code === 0 ? resolve(Date.now() - started) : stopAll(code ?? 1)));
  });
}

// `pnpm start` is the way to try the console, so it asks for the demo organisations and their
// sign-ins (created once, in an empty database), and for the provider simulator, which answers
// for M-Pesa and SMS (a recorded delivery's SMS shows under Farmers -> Messages) so nothing needs
// an account and nothing leaves the machine; production never gets either.
const production = process.env.NODE_ENV === 'production';
const serverEnv = {
  ...process.env,
  ...(production
    ? {}
    : {
        MAZIWA_DEMO_DATA: process.env.MAZIWA_DEMO_DATA ?? '1',
        MAZIWA_PROVIDER_SIMULATOR: process.env.MAZIWA_PROVIDER_SIMULATOR ?? '1',
        MAZIWA_SECRET_KEY: process.env.MAZIWA_SECRET_KEY || localSealingKey(),
      }),
};

/**
 * A sealing key for this machine's tries (Settings -> Notifications and payouts stores an
 * organisation's own provider accounts with it), made once and kept in .data beside the
 * embedded database so what was stored still opens after a restart. Production sets its own
 * MAZIWA_SECRET_KEY and keeps it away from the database.
 */
function localSealingKey() {
  const file = path.join(root, '.data', 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/**
 * The gateway (console, remotes and API at one URL). Started with its output held back until
 * `release()`: a local start starts it while the host and remotes are still being built, so
 * the database's migrations and demo data are made meanwhile, and it says where it runs once
 * the console is published.
 */
function startServer() {
  const server = spawn('node', ['deploy/gateway/dist/server.js'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: serverEnv,
  });
  const held = [];
  let holding = true;
  for (const [from, to] of [
    [server.stdout, process.stdout],
    [server.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => (holding ? held.push([to, chunk]) : to.write(chunk)));
  }
  const release = () => {
    holding = false;
    for (const [to, chunk] of held.splice(0)) to.write(chunk);
  };
  track(server, (code) => {
    release();
    stopAll(code ?? 0);
  });
  return { release };
}

function publish() {
  const started = Date.now();
  run('node', ['deploy/gateway/dist/publish-cli.js', 'all']);
  console.log(`Published in ${seconds(Date.now() - started)}`);
}

const lockTime = newestMtime(path.join(root, 'pnpm-lock.yaml'));
const stale = APPS.filter((app) => {
  const built = newestMtime(path.join(root, app.output));
  const changed = Math.max(lockTime, ...app.inputs.map((input) => newestMtime(path.join(root, input))));
  const builtLocally = app.web && existsSync(path.join(root, app.output, LOCAL_START_MARKER));
  return built < changed || (build === 'production' && builtLocally);
});
const started = Date.now();

if (build === 'production') {
  if (stale.length) {
    console.log(`Building ${names(stale)} for production (two at a time)...`);
    const filters = stale.flatMap((app) => ['--filter', `./${app.dir}`]);
    const took = await runTimed('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build']);
    console.log(`  built ${names(stale)} in ${seconds(took)} (pnpm build)`);
    console.log(`Built in ${seconds(Date.now() - started)}`);
  } else {
    console.log('Everything is built and up to date.');
  }
  publish();
  startServer().release();
} else {
  const servers = stale.filter((app) => !app.web);
  const web = stale.filter((app) => app.web);
  if (stale.length) console.log(`Building ${names(stale)} for this machine (pnpm build makes the production files)...`);
  else console.log('Everything is built and up to date.');
  // The API and the gateway first (a few seconds), then the server starts while webpack builds.
  const serverStarted = (async () => {
    if (servers.length) {
      const filters = servers.flatMap((app) => ['--filter', `./${app.dir}`]);
      const took = await runTimed('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build:local']);
      console.log(`  built ${names(servers)} in ${seconds(took)} (tsc, no type check)`);
    }
    return startServer();
  })();
  // Two webpack processes at a time, one app each (a process has one JavaScript thread; one
  // process building several apps was slower here), the largest first: the host.
  const queue = [...web];
  const buildNext = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const took = await runTimed(WEBPACK, ['--mode', 'production', '--env', 'localStart'], path.join(root, app.dir));
      console.log(`  built ${path.basename(app.dir)} in ${seconds(took)} (webpack)`);
    }
  };
  await Promise.all([buildNext(), buildNext()]);
  const server = await serverStarted;
  if (stale.length) console.log(`Built in ${seconds(Date.now() - started)}`);
  publish();
  server.release();
}
