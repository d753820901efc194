import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiPlugin, type ApiOptions } from './api-plugin';
import { serviceLogging, type LogOptions } from './http/request-log';

export interface BuildAppOptions extends ApiOptions {
  /** Request and error logs (see http/request-log.ts); false, the default, logs nothing (tests). */
  logging?: LogOptions | false;
  /** Which proxies may tell the client's address (config/trust-proxy.ts). Default none. */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

/** The API alone, at the root (standalone server and tests); ready to listen or inject. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { logging = false, trustProxy = false, ...apiOptions } = options;
  // Seeding a new database runs inside the plugin and can outlast Fastify's 10 s default.
  const app = Fastify({ ...serviceLogging(logging), trustProxy, pluginTimeout: 300_000 });
  await app.register(apiPlugin, apiOptions);
  await app.ready();
  return app;
}
