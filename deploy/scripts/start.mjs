// `pnpm start`: builds what changed, publishes the host and every remote to the deploy
// directory, then serves the console, its remotes and the API at one URL, with the demo data
// (MAZIWA_DEMO_DATA=1, unless NODE_ENV=production or MAZIWA_DEMO_DATA=0).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// The seven remotes: the one list, which the contracts' RemoteId and lint read too.
const REMOTES = JSON.parse(readFileSync(path.join(root, 'shared/contracts/src/remote-ids.json'), 'utf8'));

// Each buildable app, the directory of its output, and what its build reads.
const SHARED_FRONTEND = [
  'shared/api-client',
  'shared/contracts',
  'shared/design-tokens',
  'shared/ui',
  'shared/dev-shell',
  'shared/tooling',
];
const APPS = [
  { dir: 'deploy/api', output: 'deploy/api/dist', inputs: ['deploy/api'] },
  { dir: 'deploy/gateway', output: 'deploy/gateway/dist', inputs: ['deploy/gateway', 'shared/contracts'] },
  { dir: 'host', output: 'host/dist', inputs: ['host', ...SHARED_FRONTEND] },
  ...REMOTES.map((name) => ({
    dir: `remotes/${name}`,
    output: `remotes/${name}/dist`,
    inputs: [`remotes/${name}`, ...SHARED_FRONTEND],
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

const lockTime = newestMtime(path.join(root, 'pnpm-lock.yaml'));
const stale = APPS.filter((app) => {
  const built = newestMtime(path.join(root, app.output));
  const changed = Math.max(lockTime, ...app.inputs.map((input) => newestMtime(path.join(root, input))));
  return built < changed;
});

if (stale.length) {
  const started = Date.now();
  console.log(`Building ${stale.map((app) => app.dir).join(', ')} (two at a time)...`);
  run('pnpm', ['-r', '--workspace-concurrency=2', ...stale.flatMap((app) => ['--filter', `./${app.dir}`]), 'build']);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log('Everything is built and up to date.');
}

run('node', ['deploy/gateway/dist/publish-cli.js', 'all']);

// `pnpm start` is the way to try the console, so it asks for the demo organisations and their
// sign-ins (created once, in an empty database); production deployments never get them.
const production = process.env.NODE_ENV === 'production';
const env = { ...process.env, ...(production ? {} : { MAZIWA_DEMO_DATA: process.env.MAZIWA_DEMO_DATA ?? '1' }) };
const server = spawn('node', ['deploy/gateway/dist/server.js'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
