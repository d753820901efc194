import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STACK = path.resolve(__dirname, '..', 'deploy', 'stack', 'stack.mjs');

/** Starts the stack for playwright.stack.config.ts; the function it returns stops it. */
export default function startStack(): () => void {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'maziwa-e2e-stack-'));
  // Run as root, PostgreSQL and nginx are other users who must reach the directory.
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    MAZIWA_STACK_DATA_DIR: dataDir,
    MAZIWA_STACK_PORT: process.env.E2E_STACK_PORT ?? '8092',
    MAZIWA_STACK_PG_PORT: '55435',
    MAZIWA_STACK_API_PORTS: '3031,3032',
    LOG_LEVEL: 'warn',
  };
  const stack = (...args: string[]) => spawnSync('node', [STACK, ...args], { env, stdio: 'inherit', timeout: 300_000 });
  if (stack('start', '--demo').status !== 0) {
    stack('stop');
    throw new Error('the stack did not start');
  }
  return () => {
    stack('stop');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
