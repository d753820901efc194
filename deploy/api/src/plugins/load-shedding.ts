import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { serviceBusy } from '../http/busy';

export interface LoadLimits {
  /** Requests served at once (admitted, not yet answered); one more is refused. */
  maxInFlight: number;
  /** Refuse new requests while the first statement in the database queue has waited this long. */
  maxQueueWaitMs: number;
  /** Refuse new requests while the event loop lags this much (exports, large uploads, CPU). */
  maxEventLoopDelayMs: number;
}

/**
 * PGlite serves about 190 lists of 100 a second on 2 cores: 48 at once is a quarter of a
 * second each on average. Beyond that, requests wait for the CPU where no queue shows it
 * (measured: 200 connections gave p50 0.4 s but p99 8.4 s and requests past 10 s with the
 * database queue never 150 ms long). The database queue's own bound is a second: one person
 * opening the dashboard starts a dozen reports at once, some of 100-300 ms on PGlite, and
 * must never be told the API is busy. PostgreSQL serves a pool of connections, and more at once.
 */
export function defaultLoadLimits(db: Database, env: NodeJS.ProcessEnv = process.env): LoadLimits {
  const number = (name: string, fallback: number) =>
    env[name] && Number.isFinite(Number(env[name])) ? Number(env[name]) : fallback;
  return {
    maxInFlight: number('MAZIWA_MAX_IN_FLIGHT', db.kind === 'pglite' ? 48 : 256),
    maxQueueWaitMs: number('MAZIWA_MAX_QUEUE_WAIT_MS', 1000),
    maxEventLoopDelayMs: number('MAZIWA_MAX_EVENT_LOOP_DELAY_MS', 1000),
  };
}

/** Probes answer whatever the load: a load balancer must not take a busy process for a dead one. */
const isProbe = (request: FastifyRequest) => /\/(healthz|readyz)$/.test(request.routeOptions.url ?? '');

/**
 * Over capacity, a new request is answered at once with 503, Retry-After and the usual error
 * body, before it does any work (so a client may safely repeat it), instead of queueing
 * until its client gives up. Requests already admitted run to the end.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  db: Database,
  limits = defaultLoadLimits(db),
): Promise<void> {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isProbe(request)) return;
    if (inFlight >= limits.maxInFlight || db.queue().waitedMs > limits.maxQueueWaitMs) throw serviceBusy();
    inFlight++;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => inFlight--);
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    // A rejected promise goes to the error handler (plugins/errors.ts), which sends the
    // HttpError's status, headers and body; nothing returned lets the request through.
    // Only the event loop is watched: memory limits are the orchestrator's.
    pressureHandler: (request, _reply, _type, value) => {
      // A window in which the loop never turned (a start-up of over a second) reads as
      // Infinity: it measured nothing about now, and refusing on it failed the first request.
      if (isProbe(request) || !Number.isFinite(value)) return undefined;
      return Promise.reject(serviceBusy());
    },
  });
}
