import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { registerSecurityHeaders, serviceLogging, type LogOptions } from '@maziwa/api';
import type { RuntimeConfig } from '@maziwa/contracts';
import { consoleContentSecurityPolicy } from './content-security-policy';
import { namesCurrentVersion, pageFileOf } from './page-files';
import { readManifest } from './publish';

export interface GatewayOptions {
  /** Published apps (see paths.deployDir). */
  deployDir: string;
  /** Registers the API under /api on the gateway. */
  mountApi(app: FastifyInstance): Promise<void>;
  runtimeConfig?: Partial<RuntimeConfig>;
  /** Request and error logs; false (the default) logs nothing. */
  logging?: LogOptions | false;
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For), as Fastify's
   * trustProxy. Default none: a client could otherwise pick its own address and escape the
   * per-address sign-in limit.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Lazy chunks carry an 8-hex content hash in their name (see the webpack factory).
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|gif|woff2?)$/;

/**
 * The one URL of the console: the API under /api, the remotes manifest and runtime
 * config, each remote from its own versioned directory under /remotes, and the host (with
 * index.html for every other path, so deep links work).
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  // The first start creates the database and its demo data inside the API plugin, which
  // takes longer than Fastify's default 10 s plugin timeout on a small machine.
  const app = Fastify({
    ...serviceLogging(options.logging ?? false),
    trustProxy: options.trustProxy ?? false,
    pluginTimeout: 300_000,
  });
  const hostDir = path.join(options.deployDir, 'host');
  const remotesDir = path.join(options.deployDir, 'remotes');
  await fs.mkdir(hostDir, { recursive: true });
  await fs.mkdir(remotesDir, { recursive: true });

  // Before the API is mounted, so this policy (the console's) covers /api as well.
  await registerSecurityHeaders(
    app,
    consoleContentSecurityPolicy({ googleMaps: Boolean(options.runtimeConfig?.googleMapsApiKey) }),
  );
  await options.mountApi(app);

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return readManifest(options.deployDir);
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    const config: RuntimeConfig = { apiBaseUrl: '/api', ...options.runtimeConfig };
    return config;
  });

  // A published remote version never changes, so everything under it is immutable.
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
  });

  await app.register(fastifyStatic, {
    root: hostDir,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (response, filePath) =>
      response.setHeader('cache-control', HASHED_FILE.test(filePath) ? IMMUTABLE : NO_CACHE),
  });

  // The shell's page: the page's own file when publishing wrote one for the remote version the
  // manifest names now (page-files.ts: index.html naming the files of the remote that serves
  // it, with its first frame), or index.html. Read per request: publishing replaces them. Sent
  // as its compressed copy when the browser takes one (a page file inlines the shell's styles).
  const sendIndex = async (reply: FastifyReply, pathname: string) => {
    const pageFile = pageFileOf(options.deployDir, pathname);
    const [pageHtml, manifest] = await Promise.all([
      pageFile ? fs.readFile(pageFile, 'utf8').catch(() => undefined) : undefined,
      readManifest(options.deployDir),
    ]);
    const usePageFile =
      pageFile !== undefined && pageHtml !== undefined && namesCurrentVersion(pageHtml, manifest, pathname);
    const file = usePageFile ? pageFile : path.join(hostDir, 'index.html');
    if (!usePageFile && !(await fs.stat(file).catch(() => undefined))) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: 'The console has not been published' });
    }
    reply.header('cache-control', NO_CACHE).header('vary', 'accept-encoding');
    return reply.sendFile(path.basename(file), path.dirname(file));
  };

  app.get('/', (_request, reply) => sendIndex(reply, '/'));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/remotes/') &&
      !path.extname(url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return sendIndex(reply, url);
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${url} not found` });
  });

  return app;
}
