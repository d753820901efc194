import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin, type ApiOptions } from './api-plugin';
import { serviceLogging, type LogOptions } from './http/request-log';

export interface BuildAppOptions extends ApiOptions {
  /** Request and error logs (see http/request-log.ts); false, the default, logs nothing (tests). */
  logging?: LogOptions | false;
}

/** The API alone, at the root (standalone server and tests); ready to listen or inject. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { logging = false, ...apiOptions } = options;
  // Seeding a new database runs inside the plugin and can outlast Fastify's 10 s default.
  const app = Fastify({ ...serviceLogging(logging), pluginTimeout: 300_000 });
  await app.register(apiPlugin, apiOptions);
  await app.ready();
  return app;
}
