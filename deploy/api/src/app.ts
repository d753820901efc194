import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { apiPlugin, type ApiOptions } from './api-plugin';

export interface BuildAppOptions extends ApiOptions {
  /** Fastify's logger: true, false (default) or its options, e.g. { level: 'warn' }. */
  logger?: FastifyServerOptions['logger'];
}

/** The API alone, at the root (standalone server and tests); ready to listen or inject. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { logger = false, ...apiOptions } = options;
  // Seeding a new database runs inside the plugin and can outlast Fastify's 10 s default.
  const app = Fastify({ logger, pluginTimeout: 300_000 });
  await app.register(apiPlugin, apiOptions);
  await app.ready();
  return app;
}
