import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { readFilePart } from '../http/uploads';
import { registerBodyValidation } from './body-validation';
import { registerInputGuards } from './input-guards';
import { registerJsonBody } from './json-body';

const LIST_PARAMS = new Set(['populate', 'filter', 'sort']);

/**
 * A request part as a hook over every route sees it: untyped (each route's schema types its
 * own handler's), so hooks look before they read.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Request bodies and query strings as browsers send them: sign-in is a multipart form
 * (docs/rules.md#api-calls), urlencoded works too; `?populate=&org_id=` (empty) means "not given", and a
 * list parameter repeated (`filter=a:1&filter=b:2`) is joined. Routes that take files say so
 * with `config: acceptFiles(...)`; their bytes land in `request.uploads`.
 */
export async function registerRequestShape(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploads', null);
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 10_000, files: 1, fileSize: 1_000_000 },
    onFile: readFilePart,
  });
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 100_000 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  app.addHook('preValidation', async (request) => {
    const { query } = request;
    if (isRecord(query)) {
      for (const [key, value] of Object.entries(query)) {
        const joined = Array.isArray(value)
          ? LIST_PARAMS.has(key)
            ? value.join(',')
            : value[value.length - 1]
          : value;
        if (joined === '' || joined === undefined) delete query[key];
        else query[key] = joined;
      }
    }
    // A POST without a body then reports each missing field rather than "body must be an object".
    if (request.body === undefined && (request.method === 'POST' || request.method === 'PUT')) {
      request.body = {};
    }
  });
  registerJsonBody(app);
  registerBodyValidation(app);
  registerInputGuards(app);
}
