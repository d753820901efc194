import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from '../http/errors';
import { DATE_PATTERN, DATE_TIME_INPUT_PATTERN, TIME_OF_DAY_PATTERN, TIME_RANGE_PATTERN } from '../schemas/common';

const DATE_PROBLEM = 'must be a date such as 2026-03-01 (years 1900-2100)';
const ARTICLE: Record<string, string> = { integer: 'an integer', object: 'an object', array: 'an array' };

// Patterns have no readable ajv message; say what they mean.
const PATTERN_MESSAGES: Record<string, string> = {
  [TIME_OF_DAY_PATTERN]: 'must be a time as HH:mm',
  [TIME_RANGE_PATTERN]: 'must be opening and closing times as HH:mm-HH:mm, e.g. 06:00-18:00',
  [DATE_TIME_INPUT_PATTERN]: 'must be a date-time such as 2026-03-01T08:00 (years 1900-2100, zone within ±14:00)',
  [DATE_PATTERN]: DATE_PROBLEM,
};

function problemOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const type = String(params.type).split(',')[0];
      return `must be ${ARTICLE[type] ?? `a ${type}`}`;
    }
    case 'format':
      return params.format === 'date' ? DATE_PROBLEM : `must be a valid ${params.format}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'minimum':
      return `must be >= ${params.limit}`;
    case 'maximum':
      return `must be <= ${params.limit}`;
    case 'exclusiveMinimum':
      return `must be > ${params.limit}`;
    case 'exclusiveMaximum':
      return `must be < ${params.limit}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return PATTERN_MESSAGES[String(params.pattern)] ?? `must match ${params.pattern}`;
    case 'uniqueItems':
      return 'must not contain duplicates';
    case 'minItems':
      return `must contain at least ${params.limit} item${params.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must contain at most ${params.limit} items`;
    case 'additionalProperties':
      return 'is not allowed';
    default:
      return error.message ?? 'is invalid';
  }
}

/** "/contact_info/phone" -> "contact_info.phone"; the body itself is named by its context. */
function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const params = error.params as Record<string, unknown>;
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  return segments.length > 0 ? segments.join('.') : context;
}

/** Ajv errors as one readable message naming the field, plus { field: problem }. */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  context = 'body',
): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error, context === 'querystring' ? 'query' : context);
    fields[field] ??= problemOf(error);
  }
  const message = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join('; ');
  return { message, fields };
}
