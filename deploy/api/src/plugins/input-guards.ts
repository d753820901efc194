import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, type FieldErrors } from '../http/errors';
import { markFormBody } from './body-validation';
import { normaliseText, problemsIn, type FieldProblems } from './request-text';

export { CONTROL_PROBLEM, INFINITE_PROBLEM, LINE_BREAK_PROBLEM, NUL_PROBLEM, SURROGATE_PROBLEM } from './request-text';
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;
export const NO_BOUNDARY_PROBLEM =
  'must be multipart/form-data with a boundary (content-type: multipart/form-data; boundary=...)';

/** The problems found in params, query and body (body fields without a prefix; a body that is itself bad is "body"). */
function problemsOf(request: FastifyRequest, options?: { text?: boolean }): FieldProblems {
  const body = [...problemsIn(request.body, 'body', options)].map(
    ([name, problem]) => [name.startsWith('body.') ? name.slice(5) : name, problem] as const,
  );
  return new Map([...problemsIn(request.params, '', options), ...problemsIn(request.query, '', options), ...body]);
}

function refuseAny(problems: FieldProblems): void {
  if (problems.size === 0) return;
  const fields: FieldErrors = Object.fromEntries(problems);
  throw new HttpError(400, [...problems].map(([name, problem]) => `${name} ${problem}`).join('; '), fields);
}

/**
 * Input the schemas cannot see, refused once for every route with 400 naming the field
 * (the rules are in request-text.ts): NUL, control characters and lone surrogates in any
 * text (path, query, body and its keys), numbers that are not finite, and multipart bodies
 * without a boundary (the multipart parser throws on them). Text that passes is stored in
 * Unicode NFC.
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
    refuseAny(problemsOf(request));
    normaliseText(request.query);
    normaliseText(request.body);
    markFormBody(request);
  });

  // Again after the schemas: Ajv turns the text "Infinity" or "1e400" of a query or a form
  // field into Infinity and then skips minimum and maximum for it (they only look at finite
  // numbers), so ?offset=Infinity would pass every bound. The text was checked before and
  // is unchanged: only numbers are looked at again.
  app.addHook('preHandler', async (request) => {
    refuseAny(problemsOf(request, { text: false }));
  });
}
