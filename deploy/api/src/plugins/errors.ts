import type { FastifyError, FastifyInstance } from 'fastify';
import { httpErrorFromDatabase } from '../db/pg-errors';
import { errorBody, HttpError } from '../http/errors';
import { fieldHolding } from './request-text';
import { formatValidationErrors } from './validation-errors';

/**
 * One error shape for every answer: { statusCode, error, message, fields? }. 4xx say what
 * to fix; every 5xx is logged with its error and says nothing about the inside.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, fields } = formatValidationErrors(error.validation, error.validationContext);
      return reply.code(400).send(errorBody(400, message, fields));
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.fields));
    }
    const fromDatabase = httpErrorFromDatabase(error, request.method, (value) => fieldHolding(request, value));
    if (fromDatabase) {
      if (fromDatabase.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(fromDatabase.statusCode)
        .send(errorBody(fromDatabase.statusCode, fromDatabase.message, fromDatabase.fields));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large).
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
