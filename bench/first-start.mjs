// Clone to serving: how long the README's first command takes on a fresh clone of this
// repository's HEAD. Clones it into a temporary directory, runs `pnpm install` and `pnpm start`
// there in a clean environment (no NODE_ENV, MAZIWA_* or npm_* variables; its own port and a
// new database), waits until the console's URL answers with the host's page, /remotes.json
// names every remote and the API's /healthz answers, then prints the phases with their
// seconds, stops everything it started and removes the clone. By default it then starts the
// same clone a second time (nothing to build).
//   pnpm --filter @maziwa/bench first-start [--ref HEAD] [--port N] [--no-second] [--keep]
// The pnpm store is reused as it is (`pnpm store path`): a developer has it warm after any
// install, so `install` is linking, not downloading. `npm install -g pnpm`, the command's first
// part, is not run: it would replace this machine's pnpm. Figures only: nothing passes or fails.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { freePort, root, sleep } from './lib/servers.mjs';
import { table } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    ref: { type: 'string', default: 'HEAD' },
    port: { type: 'string' },
    'no-second': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '900' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`Usage: pnpm --filter @maziwa/bench first-start [options]
  --ref REF       the commit to clone (default HEAD: committed work only)
  --port N        the console's port (default: a free one)
  --no-second     skip the second start
  --keep          leave the clone (its path is printed)
  --timeout S     give up on a start after S seconds (default 900)`);
  process.exit(0);
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', '--short', args.ref);
const pnpmVersion = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
const store = execFileSync('pnpm', ['store', 'path'], { cwd: os.tmpdir(), encoding: 'utf8' }).trim();

const work = mkdtempSync(path.join(os.tmpdir(), 'maziwa-first-start-'));
const clone = path.join(work, 'maziwa');
const log = createWriteStream(path.join(work, 'output.log'));
const port = Number(args.port ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;

// What a developer's shell has, and nothing of this one's (pnpm --filter sets npm_* variables).
const KEPT = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LC_ALL', 'TERM', 'TMPDIR', 'XDG_DATA_HOME'];
const env = {
  ...Object.fromEntries(KEPT.filter((name) => process.env[name] !== undefined).map((n) => [n, process.env[n]])),
  PORT: String(port),
  HOST: '127.0.0.1',
};

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs a command in the clone to its end, its output in the log; resolves with the milliseconds it took. */
function runToEnd(command, commandArgs, cwd = clone) {
  const started = performance.now();
  log.write(`\n$ ${command} ${commandArgs.join(' ')}\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

const answers = async (url, check) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
};

/**
 * `pnpm start` in the clone (its own process group), until the console's page and the API's
 * /healthz answer: each output line with the milliseconds since the start, and those of the answers.
 */
async function start() {
  const started = performance.now();
  const lines = [];
  const remotes = JSON.parse(readFileSync(path.join(clone, 'shared/contracts/src/remote-ids.json'), 'utf8'));
  log.write('\n$ pnpm start\n');
  const child = spawn('pnpm', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push({ at: performance.now() - started, line });
      log.write(`${line}\n`);
    });
  }
  let exited = null;
  child.on('exit', (code) => (exited = code ?? 'a signal'));
  const stop = async () => {
    if (exited !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    for (let waited = 0; exited === null && waited < 10_000; waited += 100) await sleep(100);
    if (exited === null) process.kill(-child.pid, 'SIGKILL');
  };
  const ready = { page: undefined, health: undefined };
  try {
    for (let waited = 0; !(ready.page && ready.health); waited += 100) {
      if (exited !== null) throw new Error(`pnpm start exited with ${exited}`);
      if (waited > Number(args.timeout) * 1000) throw new Error(`the console did not answer within ${args.timeout} s`);
      // The host's page (its shell's root element and script), once every remote is published.
      if (
        !ready.page &&
        (await answers(`${base}/remotes.json`, (json) => JSON.parse(json).remotes?.length === remotes.length)) &&
        (await answers(`${base}/`, (html) => html.includes('id="root"') && html.includes('main.js')))
      )
        ready.page = performance.now() - started;
      if (!ready.health && (await answers(`${base}/api/healthz`, () => true)))
        ready.health = performance.now() - started;
      await sleep(100);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // Its last words about the start (the server's "running at" line) may come a moment later.
  for (let waited = 0; waited < 5000 && !lines.some(({ line }) => /Maziwa is running/.test(line)); waited += 100)
    await sleep(100);
  return { lines, ready, total: Math.max(ready.page, ready.health), stop };
}

/** The phases of a start, read from its output (deploy/scripts/start.mjs; older ones print less). */
function phasesOf({ lines, ready, total }) {
  const at = (pattern) => lines.find(({ line }) => pattern.test(line));
  const built = at(/^Built in |^Everything is built and up to date/);
  const published = at(/^Published in /);
  const listening = at(/Maziwa is running at/);
  const rows = [];
  // What start.mjs built ("  built host in 21.2 s (webpack)", "  built api, gateway in 6.1 s (tsc, no type check)").
  for (const { line } of lines) {
    const group = /^ {2}built (.+) in ([\d.]+) s \((.+)\)$/.exec(line);
    if (group) rows.push([`  build: ${group[1]} (${group[3]})`, group[2]]);
  }
  // Each package run by `pnpm -r ... build` ("host build$ ..." to "host build: Done").
  const runs = new Map();
  for (const { at: ms, line } of lines) {
    const begun = /^(\S+) (build(?::local)?)\$ /.exec(line);
    if (begun) runs.set(begun[1], { script: begun[2], from: ms });
    const done = /^(\S+) (build(?::local)?): Done$/.exec(line);
    if (done && runs.has(done[1]))
      rows.push([`    ${done[1]} (pnpm ${done[2]})`, seconds(ms - runs.get(done[1]).from)]);
  }
  const phases = [];
  if (built) phases.push(['build (wall, from pnpm start)', seconds(built.at)], ...rows);
  if (built && published) phases.push(['publish (publish-cli all)', seconds(published.at - built.at)]);
  // The gateway's own figure: from its start (during the build, in a local start) to listening.
  const readyIn = listening && /ready in (\d+) ms/.exec(listening.line);
  if (readyIn) phases.push(['gateway: its start to listening (migrations, demo data)', seconds(Number(readyIn[1]))]);
  const served = published ?? built;
  // The console may answer as publishing ends, before its line is read: 0 then.
  if (served) phases.push(['after publishing until both answer', seconds(Math.max(0, total - served.at))]);
  phases.push(
    ['host page answers, every remote published', seconds(ready.page)],
    ['/api/healthz answers', seconds(ready.health)],
    ['start: pnpm start until both answer', seconds(total)],
  );
  return phases;
}

console.log(
  `first-start: ${commit} (${args.ref}), node ${process.version}, pnpm ${pnpmVersion}, ${os.cpus().length} cores, ` +
    `load average ${load()}, ${new Date().toISOString()}`,
);
console.log(`pnpm store: ${store} (reused as it is: warm after any install on this machine)`);
console.log('`npm install -g pnpm` not run: pnpm is installed, and the bench leaves it as it is.');
console.log(`clone: ${clone}, console on ${base}\n`);

let failure;
const rows = [];
try {
  const cloning = performance.now();
  await runToEnd('git', ['clone', '--quiet', root, clone], work);
  if (args.ref !== 'HEAD') await runToEnd('git', ['checkout', '--quiet', commit]);
  const cloned = performance.now() - cloning;
  rows.push(['clone (git clone)', seconds(cloned)]);

  const installed = await runToEnd('pnpm', ['install']);
  rows.push(['install (pnpm install, warm store)', seconds(installed)]);
  console.error(`installed (load ${load()}); starting...`);

  const first = await start();
  await first.stop();
  rows.push(...phasesOf(first));
  rows.push(['total: clone to serving', seconds(cloned + installed + first.total)]);

  if (!args['no-second']) {
    console.error(`started (load ${load()}); stopped; starting again...`);
    const second = await start();
    await second.stop();
    rows.push(['second start (nothing changed)', ''], ...phasesOf(second).map(([name, value]) => [`  ${name}`, value]));
  }
} catch (error) {
  failure = error;
} finally {
  await new Promise((resolve) => log.end(resolve));
}

console.log(table(['phase', 's'], rows, [1]));
console.log(`\nload average at the end: ${load()}`);
if (failure) {
  const output = readFileSync(path.join(work, 'output.log'), 'utf8').split('\n').slice(-40).join('\n');
  console.error(`\n${failure.message}; the output's last lines:\n${output}`);
  process.exitCode = 1;
}
if (args.keep) console.log(`kept: ${clone} (its output: ${path.join(work, 'output.log')})`);
else rmSync(work, { recursive: true, force: true });
