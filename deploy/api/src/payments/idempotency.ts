import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { conflict } from '../http/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * The headers of a payout call: an optional Idempotency-Key (documented in the OpenAPI
 * document as a header parameter). Other headers pass.
 */
export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'Any unique string (a UUID) per intended payout. The same key again, with the same body, answers the first ' +
        'answer (status and body) without moving money twice, and says `idempotent-replayed: true`; with another body it is 409. Kept per user; a call that failed keeps nothing, so it may be retried with its key.',
    }),
  ),
});

/** What a payout call answers: its status and body, kept against its key. */
export interface Answer {
  status: number;
  body: unknown;
}

/** Objects with their keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

function requestHash(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  return createHash('sha256')
    .update(JSON.stringify([request.method, path, canonical(request.body ?? null)]))
    .digest('hex');
}

/**
 * Runs a payout call in one transaction, once per Idempotency-Key: the key is claimed in the
 * same transaction as the payout (the table's primary key makes a second call with it wait for
 * the first to commit or roll back), so the money moves, and the answer is kept, together or
 * not at all. Without the header it simply runs in a transaction.
 */
export async function idempotent(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  run: (tx: Queryable) => Promise<Answer>,
): Promise<FastifyReply> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = typeof header === 'string' ? header : undefined;
  const { answer, replayed } = await db.transaction(async (tx) => {
    if (key !== undefined) {
      const hash = requestHash(request);
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, hash],
      );
      if (claimed.rows.length === 0) {
        const { rows } = await tx.query<{ request_hash: string; status_code: number; response: unknown }>(
          'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
          [userId, key],
        );
        if (rows[0].request_hash !== hash) {
          throw conflict('This Idempotency-Key was used for another request; use a new key for a new payout', {
            [IDEMPOTENCY_HEADER]: 'was used for another request',
          });
        }
        return { answer: { status: rows[0].status_code, body: rows[0].response }, replayed: true };
      }
    }
    const answer = await run(tx);
    if (key !== undefined) {
      await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_id = $1 AND key = $2', [
        userId,
        key,
        answer.status,
        JSON.stringify(answer.body),
      ]);
    }
    return { answer, replayed: false };
  });
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
