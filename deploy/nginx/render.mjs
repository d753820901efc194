// Renders nginx.conf.template for one machine: ports, paths, the API pool, and the security
// headers, which are not written down here but asked of the gateway's own code, so nginx and
// `pnpm start` can never send different policies.
//
//   node deploy/nginx/render.mjs headers [--google-maps]       the headers snippet, on stdout
//   node deploy/nginx/render.mjs config --out DIR [--port 8080] [--web-root DIR]
//        [--api 127.0.0.1:3011,127.0.0.1:3012] [--google-maps]   DIR/nginx.conf and its snippet
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '..', '..');
export const TEMPLATE = path.join(here, 'nginx.conf.template');
const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';
// Debian's place for dynamic modules (nginx -V: --modules-path).
const DEFAULT_MODULES_DIR = '/usr/lib/nginx/modules';

/**
 * The security headers the gateway sends, by name, as its code makes them: helmet with the
 * console's policy (@maziwa/api's registerSecurityHeaders and the gateway's
 * consoleContentSecurityPolicy), read from an in-memory request. Needs the gateway built.
 */
export async function gatewaySecurityHeaders({ googleMaps = false } = {}) {
  const fromGateway = createRequire(path.join(REPO_ROOT, 'deploy', 'gateway', 'package.json'));
  const Fastify = fromGateway('fastify');
  const { registerSecurityHeaders } = fromGateway('@maziwa/api');
  const { consoleContentSecurityPolicy } = fromGateway('./dist/content-security-policy.js');
  const headersOf = async (withSecurity) => {
    const app = Fastify();
    if (withSecurity) await registerSecurityHeaders(app, consoleContentSecurityPolicy({ googleMaps }));
    app.get('/', async () => 'ok');
    const response = await app.inject('/');
    await app.close();
    return response.headers;
  };
  // What helmet adds is what a bare Fastify reply lacks (date, length and type are not ours).
  const [plain, secured] = await Promise.all([headersOf(false), headersOf(true)]);
  return Object.entries(secured).filter(([name]) => !(name in plain));
}

/**
 * An nginx snippet for every location: the API's own copies of these headers are dropped so
 * that /api answers under the same policy as the gateway's /api (one set, never two), and
 * `always` puts them on errors nginx makes itself (404, 502) too.
 */
export function securityHeadersConf(headers) {
  const lines = headers.flatMap(([name, value]) => {
    if (/["\\\n]/.test(String(value))) throw new Error(`header ${name} has a character nginx would need escaped`);
    return [`proxy_hide_header ${name};`, `add_header ${name} "${value}" always;`];
  });
  return `# Made by deploy/nginx/render.mjs from the gateway's code: do not edit.\n${lines.join('\n')}\n`;
}

/**
 * Replaces each ${NAME} of `values` in the template, as envsubst does with a list of names;
 * a ${MAZIWA_...} name left without a value is an error rather than an empty directive.
 */
export function renderTemplate(template, values) {
  const rendered = template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) =>
    name in values ? String(values[name]) : whole,
  );
  const missing = [...new Set(rendered.match(/\$\{MAZIWA_[A-Z0-9_]+\}/g) ?? [])];
  if (missing.length > 0) throw new Error(`no value for ${missing.join(', ')} in ${TEMPLATE}`);
  return rendered;
}

/** The brotli_static module's file when this machine's nginx has it, else undefined. */
export function brotliModule(modulesDir = process.env.MAZIWA_NGINX_MODULES_DIR || DEFAULT_MODULES_DIR) {
  const file = path.join(modulesDir, BROTLI_MODULE);
  return existsSync(file) ? file : undefined;
}

/**
 * The template's values. `apiServers` are host:port of the API processes; `realIpFrom` the
 * addresses of a proxy in front of nginx whose X-Forwarded-For is believed (none: nginx is
 * the edge).
 */
/** How long nginx leaves out an API process after it failed twice (passive health check). */
export const API_FAIL_TIMEOUT_S = 10;

export function templateValues({
  port,
  webRoot,
  runDir,
  apiServers,
  securityHeaders,
  brotli,
  realIpFrom = [],
  accessLog,
  errorLog,
}) {
  if (apiServers.length === 0) throw new Error('no API server for the upstream pool');
  return {
    MAZIWA_LISTEN_PORT: port,
    MAZIWA_WEB_ROOT: webRoot,
    MAZIWA_RUN_DIR: runDir,
    MAZIWA_ACCESS_LOG: accessLog ?? path.join(runDir, 'access.log'),
    MAZIWA_ERROR_LOG: errorLog ?? path.join(runDir, 'error.log'),
    MAZIWA_MIME_TYPES: '/etc/nginx/mime.types',
    MAZIWA_SECURITY_HEADERS: securityHeaders,
    // Two failures within 10 s take a process out of the pool for 10 s.
    MAZIWA_API_SERVERS: apiServers
      .map((server) => `server ${server} max_fails=2 fail_timeout=${API_FAIL_TIMEOUT_S}s;`)
      .join('\n        '),
    MAZIWA_LOAD_MODULES: brotli ? `load_module ${brotli};` : '# no brotli_static module: gzip only',
    MAZIWA_BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
    MAZIWA_REAL_IP_FROM: realIpFrom.length
      ? [
          ...realIpFrom.map((from) => `set_real_ip_from ${from};`),
          'real_ip_header X-Forwarded-For;',
          'real_ip_recursive on;',
        ].join('\n    ')
      : '',
  };
}

/**
 * Writes `runDir`/nginx.conf and `runDir`/security-headers.conf (and the temporary
 * directories nginx wants) and returns the path of nginx.conf.
 */
export async function writeNginxConfig({ runDir, googleMaps = false, brotli = brotliModule(), ...rest }) {
  mkdirSync(runDir, { recursive: true });
  const securityHeaders = path.join(runDir, 'security-headers.conf');
  writeFileSync(securityHeaders, securityHeadersConf(await gatewaySecurityHeaders({ googleMaps })));
  const config = renderTemplate(
    readFileSync(TEMPLATE, 'utf8'),
    templateValues({ runDir, securityHeaders, brotli, ...rest }),
  );
  const file = path.join(runDir, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}

async function main(args) {
  const googleMaps = args.includes('--google-maps');
  if (args[0] === 'headers') {
    process.stdout.write(securityHeadersConf(await gatewaySecurityHeaders({ googleMaps })));
  } else if (args[0] === 'config') {
    const out = option(args, '--out');
    if (!out) throw new Error('--out DIR is required');
    const file = await writeNginxConfig({
      runDir: path.resolve(out),
      port: Number(option(args, '--port', '8080')),
      webRoot: path.resolve(option(args, '--web-root', path.join(REPO_ROOT, '.deploy'))),
      apiServers: option(args, '--api', '127.0.0.1:3001').split(','),
      googleMaps,
    });
    console.log(file);
  } else {
    throw new Error(
      'usage: render.mjs headers [--google-maps] | config --out DIR [--port N] [--web-root DIR] [--api host:port,...]',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
