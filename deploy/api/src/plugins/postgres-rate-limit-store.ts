import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/** What @fastify/rate-limit expects of a count: hits so far and the window's time left (ms). */
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, count?: Count) => void;

// Every this many counts, one process deletes the windows that have ended, so the table holds
// only live ones without a job of its own.
const SWEEP_EVERY = 200;

/**
 * The row's key: a digest of the plugin's key, which holds what a client typed (an email, with
 * anything in it, a NUL even, which PostgreSQL text refuses) and may be long.
 */
const rowKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const TTL = `greatest(0, ceil(extract(epoch FROM (window_ends - now())) * 1000))::float8 AS ttl`;

/**
 * A store for @fastify/rate-limit that keeps its counts in PostgreSQL (table
 * rate_limit_counters), so every API process sharing the database shares them. One statement
 * per count: the upsert starts a new window when the old one has ended, else adds a hit, and
 * row locking makes concurrent counts from several processes add up. Fixed windows only (the
 * plugin's continueExceeding and exponentialBackoff are not used by the sign-in throttle).
 */
export function postgresRateLimitStore(db: Queryable) {
  let counted = 0;
  class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counted += 1;
      const sweep =
        counted % SWEEP_EVERY === 0
          ? db.query('DELETE FROM rate_limit_counters WHERE window_ends < now()')
          : Promise.resolve();
      sweep
        .then(() =>
          db.query<{ hits: number; ttl: number }>(
            `INSERT INTO rate_limit_counters AS c (key, hits, window_ends)
             VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
             ON CONFLICT (key) DO UPDATE SET
               hits = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.hits + 1 END,
               window_ends = CASE WHEN c.window_ends <= now() THEN excluded.window_ends ELSE c.window_ends END
             RETURNING hits, ${TTL}`,
            [rowKey(key), timeWindow],
          ),
        )
        .then(({ rows: [row] }) => callback(null, { current: Number(row.hits), ttl: Number(row.ttl) }), callback);
    }

    /** The count without adding to it (the throttle peeks before a sign-in is tried). */
    read(key: string, callback: Callback): void {
      db.query<{ hits: number; ttl: number }>(
        `SELECT hits, ${TTL} FROM rate_limit_counters WHERE key = $1 AND window_ends > now()`,
        [rowKey(key)],
      ).then(
        ({ rows: [row] }) =>
          callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 }),
        callback,
      );
    }

    /** The plugin asks each route's limiter for a child store; they all share the one table. */
    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  }
  // A constructor the plugin's `store` option takes, which also reads without counting.
  return PostgresRateLimitStore satisfies FastifyRateLimitStoreCtor;
}
