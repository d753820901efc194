// Where the stack keeps its state and which ports it takes, from flags and the environment.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function flag(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function port(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) throw new Error(`${name}: not a port: ${value}`);
  return number;
}

/**
 * The stack's settings. Everything lives under one data directory (default `<repo>/.data`,
 * MAZIWA_STACK_DATA_DIR), so a test can run a whole stack in a temporary directory beside
 * a developer's own:
 *   stack/         pid files, logs, secrets.json, nginx's run directory, the deploy directory
 *   stack-pg/      the PostgreSQL cluster
 */
export function stackLayout(args = [], env = process.env) {
  const dataDir = path.resolve(env.MAZIWA_STACK_DATA_DIR || path.join(REPO_ROOT, '.data'));
  const stateDir = path.join(dataDir, 'stack');
  const apiPorts = (flag(args, '--api-ports') ?? env.MAZIWA_STACK_API_PORTS ?? '3011,3012')
    .split(',')
    .map((value) => port(value.trim(), 'API port'));
  return {
    dataDir,
    stateDir,
    pgDataDir: path.join(dataDir, 'stack-pg'),
    // PostgreSQL writes its log here; a directory of its own so that, run as root, only it is
    // handed to the postgres user.
    pgRunDir: path.join(stateDir, 'postgres'),
    nginxRunDir: path.join(stateDir, 'nginx'),
    deployDir: path.join(stateDir, 'deploy'),
    secretsFile: path.join(stateDir, 'secrets.json'),
    port: port(flag(args, '--port') ?? env.MAZIWA_STACK_PORT ?? 8080, 'port'),
    pgPort: port(flag(args, '--pg-port') ?? env.MAZIWA_STACK_PG_PORT ?? 55433, 'PostgreSQL port'),
    apiPorts,
    demo: args.includes('--demo'),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || undefined,
  };
}
