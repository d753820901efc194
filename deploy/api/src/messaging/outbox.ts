import type { Database, Queryable } from '../db/database';
import type { SendOutcome } from './providers/sms-provider';
import type { SmsLanguage } from './templates';

export const MESSAGE_EVENTS = ['delivery', 'payment', 'test', 'alert'] as const;
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export interface NewMessage {
  organizationId: string;
  farmerId: string | null;
  /** Default 'sms'. */
  channel?: MessageChannel;
  event: MessageEvent;
  relatedId: string | null;
  /** 2547XXXXXXXX for an SMS, an address for an e-mail. */
  recipient: string;
  /** An e-mail's subject (null for an SMS). */
  subject?: string | null;
  body: string;
  /** An e-mail's attachment, drawn when it is sent: 'payslip' is the payslip of relatedId (a payment). */
  attachment?: 'payslip' | null;
  language: SmsLanguage;
  /** Unique per organisation: 'collection:<id>:sms'. A second row with it is not written. */
  idempotencyKey: string;
}

/** A claimed row, as the worker sends it. */
export interface ClaimedMessage {
  id: string;
  organization_id: string;
  channel: MessageChannel;
  recipient: string;
  /** An e-mail's subject; null for an SMS. */
  subject: string | null;
  body: string;
  /** An e-mail's attachment, drawn now from related_id ('payslip': the payment's payslip). */
  attachment: 'payslip' | null;
  related_id: string | null;
  attempts: number;
}

/**
 * Writes one message in the caller's transaction (the delivery's): it leaves only if that
 * commits. A replay with the same key writes nothing and answers null.
 */
export async function queueMessage(tx: Queryable, message: NewMessage): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO messages (organization_id, farmer_id, channel, event, related_id, recipient, body, language, idempotency_key,
                           subject, attachment)
     VALUES ($1, $2, $9, $3, $4, $5, $6, $7, $8, $10, $11)
     ON CONFLICT (organization_id, idempotency_key) DO NOTHING RETURNING id`,
    [
      message.organizationId,
      message.farmerId,
      message.event,
      message.relatedId,
      message.recipient,
      message.body,
      message.language,
      message.idempotencyKey,
      message.channel ?? 'sms',
      message.subject ?? null,
      message.attachment ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` due messages for `lockMs`: queued ones whose time has come, and ones
 * left `sending` by a process that stopped (its lock ran out). SKIP LOCKED lets two processes
 * claim at once without taking the same row; on PGlite the transaction holds its one connection.
 */
export async function claimDue(db: Database, limit: number, lockMs: number): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ClaimedMessage>(
      `UPDATE messages
          SET status = 'sending', locked_until = now() + make_interval(secs => $2::float8 / 1000),
              attempts = attempts + 1, updated_at = now()
        WHERE id IN (SELECT id FROM messages
                      WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
                        AND (locked_until IS NULL OR locked_until < now())
                      ORDER BY next_attempt_at
                      LIMIT $1
                      FOR UPDATE SKIP LOCKED)
       RETURNING id, organization_id, channel, recipient, subject, body, attachment, related_id, attempts`,
      [limit, lockMs],
    );
    return rows;
  });
}

export interface RetryPolicy {
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseMs: 30_000, maxMs: 3_600_000 };

/** min(base * 2^attempts, max) plus up to 20 % jitter, so a burst of failures does not retry in step. */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const plain = Math.min(policy.baseMs * 2 ** attempts, policy.maxMs);
  return Math.round(plain + plain * 0.2 * random());
}

/** Stores what the provider answered for a claimed message (provider: null when its channel has none). */
export async function recordOutcome(
  db: Queryable,
  message: ClaimedMessage,
  outcome: SendOutcome,
  provider: string | null,
  policy: RetryPolicy,
): Promise<void> {
  if (outcome.kind === 'sent') {
    await db.query(
      `UPDATE messages SET status = 'sent', provider = $4, provider_message_id = $2, cost = $3, failure_reason = NULL, sent_at = now(),
              locked_until = NULL, updated_at = now()
        WHERE id = $1`,
      [message.id, outcome.messageId, outcome.cost, provider],
    );
  } else if (outcome.kind === 'failed' || message.attempts >= policy.maxAttempts) {
    const reason =
      outcome.kind === 'failed' ? outcome.reason : `${outcome.reason}; gave up after ${message.attempts} attempts`;
    await db.query(
      `UPDATE messages SET status = 'failed', failure_reason = $2, provider = $3, locked_until = NULL, updated_at = now()
        WHERE id = $1`,
      [message.id, reason, provider],
    );
  } else {
    await db.query(
      `UPDATE messages SET status = 'queued', failure_reason = $2, provider = $3, locked_until = NULL, updated_at = now(),
              next_attempt_at = now() + make_interval(secs => $4::float8 / 1000)
        WHERE id = $1`,
      [message.id, outcome.reason, provider, backoffMs(message.attempts, policy)],
    );
  }
}

/** What a delivery report changes (Africa's Talking's statuses). */
export const REPORT_STATUSES = {
  Success: 'delivered',
  Sent: 'sent',
  Submitted: 'sent',
  Buffered: 'sent',
  Failed: 'failed',
  Rejected: 'failed',
  AbsentSubscriber: 'failed',
  Expired: 'failed',
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;

/**
 * A delivery report: delivered or failed ends a message; sent/submitted/buffered do not move
 * it back from delivered or failed. Answers false when no message has that provider id.
 */
export async function applyDeliveryReport(
  db: Queryable,
  report: { id: string; status: ReportStatus; failureReason?: string | null },
): Promise<boolean> {
  const status = REPORT_STATUSES[report.status];
  const { rows } = await db.query<{ id: string }>(
    `UPDATE messages
        SET status = CASE WHEN $2 = 'sent' AND status IN ('delivered', 'failed') THEN status ELSE $2 END,
            delivered_at = CASE WHEN $2 = 'delivered' THEN coalesce(delivered_at, now()) ELSE delivered_at END,
            failure_reason = CASE WHEN $2 = 'failed' THEN $3 WHEN $2 = 'delivered' THEN NULL ELSE failure_reason END,
            updated_at = now()
      WHERE provider_message_id = $1
      RETURNING id`,
    [report.id, status, report.failureReason || report.status],
  );
  return rows.length > 0;
}
