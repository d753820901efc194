// The web side of the stack: the published console in the stack's own deploy directory, its
// runtime config, and nginx in front of everything.
import { chownSync, existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeNginxConfig } from '../../nginx/render.mjs';
import { REPO_ROOT } from './layout.mjs';
import { asUser, isRoot, readPid, run, stopByPidFile } from './processes.mjs';

const PUBLISH_CLI = path.join(REPO_ROOT, 'deploy', 'gateway', 'dist', 'publish-cli.js');
// Run as root, nginx runs as this unprivileged user instead (Debian's web server account).
const NGINX_USER = 'www-data';

export function nginxBinary() {
  for (const candidate of [
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx')),
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Publishes the built host and remotes exactly as `pnpm start` does (publish-cli), into the
 * stack's deploy directory, and writes the runtime config the gateway would serve.
 */
export function publish(layout) {
  const output = run('node', [PUBLISH_CLI, 'all'], {
    cwd: REPO_ROOT,
    env: { ...process.env, MAZIWA_DEPLOY_DIR: layout.deployDir },
  });
  const config = {
    apiBaseUrl: '/api',
    ...(layout.googleMapsApiKey ? { googleMapsApiKey: layout.googleMapsApiKey } : {}),
  };
  const file = path.join(layout.deployDir, 'config.json');
  writeFileSync(`${file}.tmp`, `${JSON.stringify(config)}\n`);
  renameSync(`${file}.tmp`, file);
  return output.trim().split('\n').length;
}

const nginxPidFile = (layout) => path.join(layout.nginxRunDir, 'nginx.pid');

function chownTree(dir, uid, gid) {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir)) {
    const child = path.join(dir, entry);
    if (statSync(child).isDirectory()) chownTree(child, uid, gid);
    else chownSync(child, uid, gid);
  }
}

/**
 * Writes nginx's configuration with `apiPorts` as its pool of API processes and returns a
 * runner of the nginx binary on it (as nginx's own user when this runs as root).
 */
async function configureNginx(layout, apiPorts) {
  const binary = nginxBinary();
  mkdirSync(layout.nginxRunDir, { recursive: true });
  const config = await writeNginxConfig({
    runDir: layout.nginxRunDir,
    port: layout.port,
    webRoot: layout.deployDir,
    apiServers: apiPorts.map((port) => `127.0.0.1:${port}`),
    googleMaps: Boolean(layout.googleMapsApiKey),
  });
  const errorLog = path.join(layout.nginxRunDir, 'error.log');
  if (isRoot()) {
    const uid = Number(run('id', ['-u', NGINX_USER]).trim());
    const gid = Number(run('id', ['-g', NGINX_USER]).trim());
    chownTree(layout.nginxRunDir, uid, gid);
  }
  const nginx = (extra) => {
    const [command, args] = asUser(NGINX_USER, binary, [
      '-c',
      config,
      '-p',
      layout.nginxRunDir,
      '-e',
      errorLog,
      ...extra,
    ]);
    return run(command, args);
  };
  // -t first: a broken config says what is wrong instead of a half-started server.
  nginx(['-q', '-t']);
  return { config, nginx };
}

export async function startNginx(layout) {
  const { config, nginx } = await configureNginx(layout, layout.apiPorts);
  nginx([]);
  return { config, pid: readPid(nginxPidFile(layout)) };
}

export function nginxPid(layout) {
  return readPid(nginxPidFile(layout));
}

export async function stopNginx(layout) {
  // SIGQUIT: a graceful stop, open connections are served to the end.
  return stopByPidFile(nginxPidFile(layout), { signal: 'SIGQUIT' });
}
