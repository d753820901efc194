import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type FieldErrors } from '../http/errors';

export const NUL_PROBLEM = 'must not contain NUL characters';
export const INFINITE_PROBLEM = 'must be a finite number';
export const NO_BOUNDARY_PROBLEM = 'must be multipart/form-data with a boundary (content-type: multipart/form-data; boundary=...)';

/**
 * Dotted names (array items by index, as the schema errors name them) of the leaves `bad`
 * holds true for, and of the keys it holds true for.
 */
function fieldsWhere(value: unknown, name: string, bad: (leaf: unknown) => boolean, into: string[] = []): string[] {
  if (Array.isArray(value) || (value !== null && typeof value === 'object' && !Buffer.isBuffer(value))) {
    for (const [key, inner] of Object.entries(value)) {
      const path = name ? `${name}.${key}` : key;
      if (bad(key)) into.push(path);
      else fieldsWhere(inner, path, bad, into);
    }
  } else if (bad(value)) {
    into.push(name);
  }
  return into;
}

/**
 * Fields holding a NUL character in a string or a key. PostgreSQL text and jsonb cannot store
 * one (both drivers throw), and no person types one.
 */
export const fieldsWithNul = (value: unknown, name: string) =>
  fieldsWhere(value, name, (leaf) => typeof leaf === 'string' && leaf.includes('\u0000'));

/** Fields holding Infinity or NaN (see the preHandler hook below). */
export const fieldsNotFinite = (value: unknown, name: string) =>
  fieldsWhere(value, name, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));

/** The names found in params, query and body (body fields without a prefix; a body that is itself bad is "body"). */
function namesIn(request: FastifyRequest, find: (value: unknown, name: string) => string[]): string[] {
  return [
    ...find(request.params, ''),
    ...find(request.query, ''),
    ...find(request.body, 'body').map((name) => (name.startsWith('body.') ? name.slice(5) : name)),
  ];
}

function refuse(names: string[], problem: string): HttpError {
  const fields: FieldErrors = Object.fromEntries(names.map((name) => [name, problem]));
  return new HttpError(400, names.map((name) => `${name} ${problem}`).join('; '), fields);
}

const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;

/**
 * Input the schemas cannot see, refused once for every route with 400 naming the field:
 * NUL characters in any text (path, query, body and its keys), numbers that are not finite,
 * and multipart bodies without a boundary (the multipart parser throws on them).
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const type = request.headers['content-type'];
    if (type && /^\s*multipart\/form-data\b/i.test(type) && !BOUNDARY.test(type)) {
      throw new HttpError(400, `body ${NO_BOUNDARY_PROBLEM}`, { body: NO_BOUNDARY_PROBLEM });
    }
    return payload;
  });

  // Runs after the query is normalised (request-shape.ts) and before the schemas.
  app.addHook('preValidation', async (request) => {
    const names = namesIn(request, fieldsWithNul);
    if (names.length > 0) throw refuse(names, NUL_PROBLEM);
  });

  // Ajv turns the text "Infinity" or "1e400" into Infinity and then skips minimum and maximum
  // for it (they only look at finite numbers): ?offset=Infinity would pass every bound.
  app.addHook('preHandler', async (request) => {
    const names = namesIn(request, fieldsNotFinite);
    if (names.length > 0) throw refuse(names, INFINITE_PROBLEM);
  });
}
