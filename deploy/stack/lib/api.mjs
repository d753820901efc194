// The API side of the stack: the migrate step (once per start, before any API process, with
// the demo data when asked for), and the API processes behind nginx.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './layout.mjs';
import { pidFile, run, startDetached, stopByPidFile, tail, waitForOk } from './processes.mjs';
import { databaseUrl } from './postgres.mjs';

export const API_SERVER = path.join(REPO_ROOT, 'deploy', 'api', 'dist', 'server.js');
export const MIGRATE_CLI = path.join(REPO_ROOT, 'deploy', 'api', 'dist', 'migrate-cli.js');

/** What every API process of the stack gets: production, a server database, nginx trusted. */
export function apiEnv(layout, secrets) {
  const env = { ...process.env };
  // Nothing of the caller's own run leaks into production processes.
  for (const name of [
    'MAZIWA_DEMO_DATA',
    'MAZIWA_DATA_DIR',
    'MAZIWA_MIGRATE_ON_START',
    'MAZIWA_PROVIDER_SIMULATOR',
    'PORT',
  ])
    delete env[name];
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl(layout, secrets),
    JWT_SECRET: secrets.jwtSecret,
    // Seals the provider accounts an admin stores for their organisation; one the caller set wins.
    MAZIWA_SECRET_KEY: env.MAZIWA_SECRET_KEY || secrets.sealingKey,
    // nginx on this machine is the one proxy whose X-Forwarded-For the API believes.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
  };
}

/**
 * Brings the database to this build's schema before any API process starts. With `demo`
 * the same step runs outside production (NODE_ENV unset, MAZIWA_DEMO_DATA=1) so an empty
 * database also gets the demo sign-ins; the API processes afterwards are production ones
 * and never seed.
 */
export async function migrate(layout, secrets) {
  const env = apiEnv(layout, secrets);
  if (layout.demo) {
    delete env.NODE_ENV;
    env.MAZIWA_DEMO_DATA = '1';
  }
  // The API processes refuse to start while a migration is pending: this runs first, once.
  process.stdout.write(run('node', [MIGRATE_CLI], { cwd: REPO_ROOT, env }));
}

/** Starts the API process number `index` (0-based) on its port; resolves when it is ready. */
async function startApi(layout, env, index) {
  const started = startDetached(`api-${index + 1}`, 'node', [API_SERVER], {
    stateDir: layout.stateDir,
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(layout.apiPorts[index]) },
  });
  const ready = await waitForOk(`http://127.0.0.1:${layout.apiPorts[index]}/readyz`, { timeoutMs: 120_000 });
  return { ...started, ready };
}

/** Stops the API process number `index` (open requests finish) and starts it again from the built files. */
export async function restartApi(layout, secrets, index) {
  await stopByPidFile(pidFile(layout.stateDir, `api-${index + 1}`), { signal: 'SIGTERM' });
  const { ready, logFile } = await startApi(layout, apiEnv(layout, secrets), index);
  if (!ready)
    throw new Error(`The API process on port ${layout.apiPorts[index]} did not get ready again:\n${tail(logFile)}`);
}

/** Starts one API process per port and waits until each is ready. */
export async function startApis(layout, secrets) {
  const env = apiEnv(layout, secrets);
  const started = await Promise.all(layout.apiPorts.map((_, index) => startApi(layout, env, index)));
  const failed = started.flatMap(({ ready }, index) => (ready ? [] : [index]));
  if (failed.length) {
    const logs = failed.map((index) => `--- ${started[index].logFile}\n${tail(started[index].logFile)}`).join('\n');
    throw new Error(
      `API process(es) on port ${failed.map((index) => layout.apiPorts[index]).join(', ')} did not get ready:\n${logs}`,
    );
  }
  return started;
}

/** The pid files of API processes this stack started (whatever ports they had). */
export function apiPidFiles(layout) {
  if (!existsSync(layout.stateDir)) return [];
  return readdirSync(layout.stateDir)
    .filter((name) => /^api-\d+\.pid$/.test(name))
    .map((name) => pidFile(layout.stateDir, name.replace(/\.pid$/, '')));
}

export async function stopApis(layout) {
  // Fastify's close() lets open requests finish; SIGKILL only if one hangs past 10 s.
  const stopped = await Promise.all(apiPidFiles(layout).map((file) => stopByPidFile(file, { signal: 'SIGTERM' })));
  return stopped.filter(Boolean).length;
}
