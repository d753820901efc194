// Processes the stack starts and stops: each one's pid in a file, so `stop` ends exactly what
// `start` began and nothing else.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const isRoot = () => process.getuid?.() === 0;

/** Runs a command to its end; throws with its output when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${[command, ...args].join(' ')} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout ?? '';
}

/** As `user` when this script runs as root (PostgreSQL refuses root; nginx need not be it). */
export function asUser(user, command, args) {
  return isRoot() ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
}

/** Starts a long-running process in the background, its output appended to `logFile`. */
export function startDetached(name, command, args, { stateDir, env, cwd }) {
  const logFile = path.join(stateDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  child.unref();
  writeFileSync(pidFile(stateDir, name), `${child.pid}\n`);
  return { pid: child.pid, logFile };
}

export const pidFile = (stateDir, name) => path.join(stateDir, `${name}.pid`);

export function readPid(file) {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  // A process that ended but was not reaped yet (its parent, `start`, is long gone and the
  // container's first process may never reap it) still answers signal 0: not alive.
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `signal` to the process in `file` and waits for it to end (SIGKILL after `graceMs`);
 * removes the pid file. A pid file whose process is gone is just removed. True when
 * something was stopped.
 */
export async function stopByPidFile(file, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  const pid = readPid(file);
  const alive = isAlive(pid);
  if (alive) {
    process.kill(pid, signal);
    const until = Date.now() + graceMs;
    while (isAlive(pid) && Date.now() < until) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(file, { force: true });
  return alive;
}

/** GET `url` until it answers 200 (true) or `timeoutMs` passes (false). */
export async function waitForOk(url, { timeoutMs = 60_000, died } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (died?.()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
}

/** The last lines of a log, to say why something did not start. */
export function tail(file, lines = 20) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
