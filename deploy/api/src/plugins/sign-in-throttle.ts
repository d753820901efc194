import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
import { isRecord } from './request-shape';

export interface SignInLimits {
  /** Failed attempts per account (a lower-cased email or a user id) and route in one window. */
  perAccount: number;
  /** Failed attempts per client address in one window, all throttled routes together. */
  perIp: number;
  windowMs: number;
  /**
   * Where the counts live. Default: the database (postgres-rate-limit-store.ts), so every API
   * process sharing it counts together and the limits hold however many processes run.
   */
  store?: FastifyRateLimitStoreCtor;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 10, perIp: 100, windowMs: 15 * 60_000 };

/** Which account a request tries; undefined when it names none (its failures count per address only). */
export type AccountOf = (request: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failed attempts on this route are counted and, past the limits, refused with 429 (see sign-in-throttle.ts). */
    throttleFailures?: AccountOf;
  }
}

/** The account is a body field, compared lower-cased (an email). */
export const accountInBody =
  (field: string): AccountOf =>
  (request) => {
    const { body } = request;
    const value = isRecord(body) ? body[field] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
  };

/** The account is the `:id` of the path (a user whose password is changed). */
export const accountInPath: AccountOf = ({ params }) =>
  isRecord(params) && typeof params.id === 'string' ? params.id : undefined;

function whole(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}

/** The limits in force: the options given, else MAZIWA_SIGN_IN_FAILURES_PER_ACCOUNT / _PER_IP, else the defaults. */
export function resolveSignInLimits(given: Partial<SignInLimits> = {}): SignInLimits {
  return {
    ...DEFAULT_SIGN_IN_LIMITS,
    perAccount: whole('MAZIWA_SIGN_IN_FAILURES_PER_ACCOUNT', DEFAULT_SIGN_IN_LIMITS.perAccount),
    perIp: whole('MAZIWA_SIGN_IN_FAILURES_PER_IP', DEFAULT_SIGN_IN_LIMITS.perIp),
    ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
  };
}

// A refusal of ours (429) or our own failure (5xx) is not a guess at a password.
const isFailedAttempt = (status: number) => status >= 400 && status < 500 && status !== 429;

function appendHook(route: RouteOptions, name: 'preHandler' | 'onSend', hook: unknown): void {
  const hooks = route as unknown as Record<string, unknown>;
  const existing = hooks[name];
  hooks[name] = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Guessing passwords gets slow: routes that declare `config: { throttleFailures }` (sign-in,
 * register, password changes) count their failed attempts per account and per client
 * address, and once either count reaches its limit answer 429 with Retry-After until the
 * window ends. Successes are never counted, so signing in normally costs nothing. The
 * counting is @fastify/rate-limit's: peeked before the handler, incremented on a failure.
 */
export async function registerSignInThrottle(app: FastifyInstance, given?: Partial<SignInLimits>): Promise<void> {
  const limits = resolveSignInLimits(given);
  const store = limits.store ?? postgresRateLimitStore(app.maziwa.db);
  await app.register(rateLimit, { global: false, store, timeWindow: limits.windowMs });
  const accountOf = (request: FastifyRequest) => request.routeOptions.config.throttleFailures?.(request);
  const perIp = app.createRateLimit({ max: limits.perIp, keyGenerator: (request) => `ip|${request.ip}` });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    keyGenerator: (request) => `${request.routeOptions.url}|${accountOf(request)}`,
  });

  // On signed-in routes only an authenticated attempt counts against the account, so nobody
  // locks someone else out of changing their password by posting without a token.
  const countsForAccount = (request: FastifyRequest) =>
    accountOf(request) !== undefined && (request.routeOptions.config.public || request.auth != null);

  async function refuseWhenExhausted(request: FastifyRequest, reply: FastifyReply) {
    const states = [await perIp(request, { increment: false })];
    if (countsForAccount(request)) states.push(await perAccount(request, { increment: false }));
    const waits = states.flatMap((state) => (!state.isAllowed && state.remaining === 0 ? [state.ttlInSeconds] : []));
    if (waits.length === 0) return;
    const seconds = Math.max(1, ...waits);
    reply.header('retry-after', String(seconds));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpError(429, `Too many failed attempts; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
  }

  async function countFailure(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (isFailedAttempt(reply.statusCode)) {
      await perIp(request);
      if (countsForAccount(request)) await perAccount(request);
    }
    return payload;
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.throttleFailures) return;
    appendHook(route, 'preHandler', refuseWhenExhausted);
    appendHook(route, 'onSend', countFailure);
  });
}
