import { Type } from '@sinclair/typebox';
import { readMigrations } from '../db/migrate';
import { HttpError } from '../http/errors';
import type { ApiInstance } from './services';
import { errorResponses } from '../schemas/common';

// A load balancer waits a few seconds at most; a database that answers slower is not ready.
const READY_TIMEOUT_MS = 2_000;

const Status = (value: string) =>
  Type.Object({ status: Type.Literal(value) }, { title: `Status${value[0].toUpperCase()}${value.slice(1)}` });

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Probes for load balancers and orchestrators: no token, no organisation, no request log line. */
export async function healthRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;
  // The migrations this code was built with: all of them must be in the database.
  const expected = readMigrations().map((migration) => migration.version);

  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['Health'],
        operationId: 'checkLiveness',
        summary: 'Liveness: the process is up and answering',
        security: [],
        // 400: a malformed request (a NUL in the query string), refused for every route alike.
        response: { 200: Status('ok'), ...errorResponses(400) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['Health'],
        operationId: 'checkReadiness',
        summary: 'Readiness: the database answers and every migration is applied',
        description: `503 when the database does not answer within ${READY_TIMEOUT_MS / 1000} s or a migration is missing.`,
        security: [],
        response: { 200: Status('ready'), ...errorResponses(400, 503) },
      },
    },
    async () => {
      let applied: Set<string>;
      try {
        const { rows } = await withinTimeout(db.query<{ version: string }>('SELECT version FROM schema_migrations'));
        applied = new Set(rows.map((row) => row.version));
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database does not answer');
        throw new HttpError(503, 'The database does not answer');
      }
      const missing = expected.filter((version) => !applied.has(version));
      if (missing.length > 0) throw new HttpError(503, `Migrations not applied: ${missing.join(', ')}`);
      return { status: 'ready' as const };
    },
  );
}
