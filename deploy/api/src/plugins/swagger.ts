import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { deriveOperationId } from './operation-ids';

/** The sections of the document, in the order a reader meets them. */
const TAGS: { name: string; description: string }[] = [
  {
    name: 'Authentication',
    description: 'Sign in, sign out, register an organisation, your own account and password.',
  },
  { name: 'Users', description: 'Staff accounts of your organisations, their roles and password resets.' },
  {
    name: 'People',
    description: 'User roles: a person in an organisation (farmer, driver, QA agent...) with their profile.',
  },
  { name: 'Roles and permissions', description: 'Roles, what each grants, and the permission catalogue.' },
  { name: 'Organizations', description: 'Your organisations: name and default rate per litre.' },
  { name: 'Logistics', description: 'Collection centres, routes and trips.' },
  { name: 'Milk collection', description: 'Deliveries of milk and the centres’ handovers (consolidations).' },
  { name: 'Quality control', description: 'Quality tests of batches and rejections of deliveries.' },
  { name: 'Payroll', description: 'Payments to farmers, computed from their accepted litres.' },
  { name: 'Payments', description: 'The payout account: top-ups, balance, and paying payments in bulk.' },
  { name: 'Feed management', description: 'Supplies given to farmers (deducted from their pay).' },
  { name: 'Extension services', description: 'Extension officers’ assignments and call logs.' },
  { name: 'Files', description: 'Photos and licence documents of people records.' },
  { name: 'Reports', description: 'The console’s tables and dashboard, computed: pages of rows, or CSV.' },
  { name: 'Activity', description: 'The audit trail: who changed what, when.' },
  {
    name: 'Messaging',
    description:
      "SMS to farmers: the messages sent (and queued), resend, the notification settings, a test SMS, and Africa's " +
      'Talking delivery reports.',
  },
  { name: 'Health', description: 'Probes for load balancers: no sign-in.' },
];

/**
 * Collects every route registered after it into an OpenAPI 3.1 document, served at
 * <prefix>/openapi.json (so /api/openapi.json behind the gateway).
 *
 * Why 3.1: the routes' schemas are TypeBox, that is JSON Schema, and an OpenAPI 3.1 Schema
 * Object is JSON Schema 2020-12. The document then says what Ajv checks, as it is written:
 * numeric `exclusiveMinimum`, nullable fields as `anyOf` with `{ type: 'null' }`. Declaring
 * 3.0 would need every such schema rewritten into 3.0's dialect (boolean exclusive bounds,
 * `nullable`), a second description of the same rules that could drift from the first.
 *
 * Paths are relative to the API's root whatever prefix it is mounted under, so the document
 * is the same wherever it is served (and equals the file scripts/write-openapi.ts writes);
 * `servers` says where that root is: `/api` on the console's own origin, where the gateway
 * mounts it (`pnpm start`, production), and the origin's root when the API runs alone
 * (`pnpm --filter @maziwa/api dev`, http://127.0.0.1:3001).
 *
 * Every operation gets an operationId (operation-ids.ts) and a tag, both checked when the
 * route registers.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const prefix = app.prefix;
  const relative = (url: string) => (prefix && url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url);

  app.addHook('onRoute', (route: RouteOptions) => {
    // Fastify adds a HEAD route beside each GET, sharing its schema: the GET names it.
    if (route.method === 'HEAD' || route.schema?.hide) return;
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const where = `${String(route.method)} ${route.url}`;
    if (!Array.isArray(schema.tags) || schema.tags.length === 0) throw new Error(`${where} has no OpenAPI tag`);
    schema.operationId ??= deriveOperationId(String(route.method), relative(route.url));
    if (!schema.operationId) throw new Error(`${where}: no operationId can be derived; give it schema.operationId`);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
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
      servers: [
        {
          url: '/api',
          description: 'The console’s origin: the gateway serves the API under /api (pnpm start, production).',
        },
        {
          url: '/',
          description: 'The API run alone (pnpm --filter @maziwa/api dev, port 3001) serves it at the root.',
        },
      ],
      tags: TAGS,
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // The mount prefix is taken off the paths here, not by matching `servers` (stripBasePath
    // would also cut '/api' off the front of a path such as '/apiaries').
    stripBasePath: false,
    transform: ({ schema, url }) => ({ schema, url: relative(url) }),
  });

  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
