import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';

/** Set on a body parsed from a form, whose every value arrives as text. */
const FORM_BODY = Symbol('form body');

type Validate = ((data: unknown, context?: unknown) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

// Fastify's own Ajv set-up (formats, defaults, removal of unknown fields), twice: one that
// turns text into numbers and booleans, one that takes each value as the type it came as.
const compilers = AjvCompiler();
const lenient = compilers({}, { customOptions: { coerceTypes: 'array' } });
const strict = compilers({}, { customOptions: { coerceTypes: false } });

/** Marks the body of a form request (multipart or urlencoded) so that its text is read as numbers where the schema says so. */
export function markFormBody(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  const body = request.body;
  if (typeof body === 'object' && body !== null && !/^\s*application\/json\b/i.test(type)) {
    Object.defineProperty(body, FORM_BODY, { value: true, enumerable: false });
  }
}

/**
 * Validators for the API's routes. What a JSON body says is what is stored, or it is
 * refused: 1e309 is not the text "Infinity" and 12 is not the name "12" (a 400 naming the
 * field). Values that come as text by nature are read as the schema's type: path
 * parameters, query strings and form fields.
 */
export function registerBodyValidation(app: FastifyInstance): void {
  app.setValidatorCompiler((route) => {
    const coercing = lenient(route) as Validate;
    if (route.httpPart !== 'body') return coercing;
    const exact = strict(route) as Validate;
    const validate: Validate = (data, context) => {
      const chosen = typeof data === 'object' && data !== null && FORM_BODY in data ? coercing : exact;
      const valid = chosen(data, context);
      validate.errors = chosen.errors;
      return valid;
    };
    // Fastify passes the parent object to Ajv-made validators (so a coerced root can be set).
    validate.schemaEnv = exact.schemaEnv;
    return validate;
  });
}
