import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * Collects every route registered after it into an OpenAPI 3 document, served at
 * <prefix>/openapi.json (so /api/openapi.json behind the gateway).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Maziwa API',
        version: '0.1.0',
        description:
          'Back office of dairy milk collection. Sign in with POST /token, then send ' +
          '`Authorization: Bearer <access_token>`. Every list answers `{ data, total, limit, offset }` ' +
          'and takes org_id, populate, filter (name:value,...), limit (1..1000, default 100), offset, ' +
          'sort (field or -field) and q (search); reports take organization_id (or org_id) instead of org_id, ' +
          'and from/to (yyyy-MM-dd, Africa/Nairobi, inclusive) and status where stated. Every list and report ' +
          'also answers format=csv: all matching rows as a text/csv download. ' +
          'Errors answer `{ statusCode, error, message, fields? }`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
  });

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
