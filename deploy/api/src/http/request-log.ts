import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

// Probes of load balancers arrive every few seconds; a line each would drown the rest.
const PROBES = /\/(healthz|readyz)(\?|$)/;

/**
 * One line per request, written when the response is sent: method, path, status, time.
 * Fastify's default adds a second line when the request arrives; one is enough to follow
 * traffic, and errors add their own line with the error.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: (request: FastifyRequest) => PROBES.test(request.url) });
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime, ...(error ? { err: error } : {}) };
    if (error) reply.log.error(line, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export interface LogOptions {
  /** pino level; 'info' writes the line of every request, 'warn' only problems. */
  level: string;
  /** Where the JSON lines go (default stdout); tests read them from here. */
  stream?: { write(line: string): void };
}

/**
 * Fastify options for the service's logs (false: none, as in tests). Bodies are never
 * logged; headers that carry credentials are blanked in case a serializer ever adds them.
 */
export function serviceLogging(options: LogOptions | false): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (!options) return { logger: false };
  return {
    logger: {
      level: options.level,
      ...(options.stream ? { stream: options.stream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.new_password',
          '*.old_password',
        ],
        censor: '[redacted]',
      },
    },
    logController: new OneLinePerRequest(),
  };
}

/** The log level of a server: LOG_LEVEL, else 'info' (a line per request). */
export const logLevelFromEnv = (): string => process.env.LOG_LEVEL || 'info';
