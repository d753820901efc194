import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { applyPayoutOutcome, MAX_STATUS_QUERIES } from './apply-outcome';
import { DarajaError } from './daraja-client';
import type { MessagingRuntime } from '../../messaging/messaging-runtime';
import type { DuePayout, PayoutSender } from './payout-sender';
import type { MpesaAccounts } from './mpesa-accounts';

/**
 * The worker each API process runs: it sends queued payouts and asks about those whose result
 * is late. Rows are claimed with FOR UPDATE SKIP LOCKED, so two processes never take the same
 * one; a claimed row is committed as `sending` before its request leaves, so a process killed
 * mid-request leaves a row whose outcome is unknown, which is asked about, never sent again.
 *
 * No job library: pg-boss needs Node >= 22.12 and drives PGlite past our connection lock, and
 * graphile-worker does not run on PGlite; this is one claim query over our own transaction().
 */
export interface PayoutWorkerOptions {
  db: Database;
  /** The deployment's Daraja or simulator; null when only organisations' own accounts pay. */
  sender: PayoutSender | null;
  /** Each organisation's own stored Daraja account, where it has one. */
  accounts?: MpesaAccounts;
  log: FastifyBaseLogger;
  /** How long an accepted payout waits for its Result before a status query. */
  resultTimeoutMs: number;
  pollMs: number;
  /** Told of payouts that complete or pause (the farmer's SMS, the admins' alert). */
  messaging?: MessagingRuntime;
  /** A claim's life: past it, a row still `sending` is presumed sent, its outcome unknown. */
  claimMs?: number;
  batch?: number;
}

const seconds = (ms: number) => ms / 1000;

export class PayoutWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: PayoutWorkerOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a round now (after a commit that queued payouts), or right after the current one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'M-Pesa payout worker round failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: give up stale claims, send what is queued, ask about what is late. */
  async round(): Promise<void> {
    await this.presumeSent();
    for (;;) {
      const due = await this.claim();
      if (due.length === 0) break;
      const senders = await this.sendersFor(due);
      await Promise.all(due.map((payout) => this.send(payout, senders.get(payout.organizationId)!)));
    }
    const late = await this.claimLate();
    const senders = await this.sendersFor(late);
    await Promise.all(late.map((payout) => this.ask(payout, senders.get(payout.organizationId)!)));
  }

  /** Who sends for each organisation of these payouts: its own account, the deployment's, or why nobody. */
  private async sendersFor(payouts: DuePayout[]): Promise<Map<string, PayoutSender | { unavailable: string }>> {
    const orgs = [...new Set(payouts.map((payout) => payout.organizationId))];
    const routes = this.options.accounts ? await this.options.accounts.routesFor(orgs) : new Map();
    const deployment = this.options.sender;
    return new Map(
      orgs.map((org) => {
        const route = routes.get(org);
        if (route?.kind === 'own') return [org, route.sender];
        if (route?.kind === 'unavailable') return [org, { unavailable: route.reason }];
        return [org, deployment ?? { unavailable: 'M-Pesa payouts are not configured' }];
      }),
    );
  }

  /** Rows left `sending` by a process that died: their request may have gone, so never again. */
  private async presumeSent(): Promise<void> {
    await this.options.db.query(
      `UPDATE mpesa_payouts SET status = 'unknown', locked_until = NULL, next_attempt_at = now(),
              failure_reason = 'The request may have reached M-Pesa: asking what became of it'
        WHERE status = 'sending' AND locked_until < now()`,
    );
  }

  private async claim(): Promise<DuePayout[]> {
    const { db, batch = 20, claimMs = 120_000 } = this.options;
    const { rows } = await db.query<DueRow>(
      `UPDATE mpesa_payouts SET status = 'sending',
              locked_until = now() + make_interval(secs => $2::double precision)
        WHERE id IN (SELECT m.id FROM mpesa_payouts m JOIN organizations o ON o.id = m.organization_id
                      WHERE m.status = 'queued' AND m.next_attempt_at <= now() AND o.mpesa_paused_reason IS NULL
                      ORDER BY m.next_attempt_at LIMIT $1 FOR UPDATE OF m SKIP LOCKED)
        RETURNING id, organization_id, amount, phone, callback_secret`,
      [batch, seconds(claimMs)],
    );
    return rows.map(duePayout);
  }

  private async send(payout: DuePayout, sender: PayoutSender | { unavailable: string }): Promise<void> {
    const { db, resultTimeoutMs } = this.options;
    if ('unavailable' in sender) {
      // Its account was removed or cannot be read since it was queued: nothing was sent.
      await applyPayoutOutcome(
        db,
        payout.id,
        { kind: 'failed', code: -1, reason: sender.unavailable },
        { messaging: this.options.messaging },
      );
      return;
    }
    try {
      const accepted = await sender.send(payout);
      // The Result may already have ended it (a fast callback): only a row still sending moves.
      await db.query(
        `UPDATE mpesa_payouts SET status = 'accepted', conversation_id = $2, sent_at = now(), locked_until = NULL,
                next_attempt_at = now() + make_interval(secs => $3::double precision)
          WHERE id = $1 AND status = 'sending'`,
        [payout.id, accepted.conversationId, seconds(resultTimeoutMs)],
      );
    } catch (error) {
      if (error instanceof DarajaError && !error.sent) {
        // Refused before anything moved (a bad request, a wrong key): nothing was paid.
        await applyPayoutOutcome(
          db,
          payout.id,
          { kind: 'failed', code: -1, reason: error.message },
          { messaging: this.options.messaging },
        );
        return;
      }
      this.options.log.warn({ err: error, payout: payout.id }, 'M-Pesa payout request without an answer');
      await applyPayoutOutcome(
        db,
        payout.id,
        { kind: 'unknown', code: -1, reason: 'M-Pesa did not answer the request: asking what became of it' },
        { retryAfterMs: resultTimeoutMs, messaging: this.options.messaging },
      );
    }
  }

  /** Accepted or unknown payouts whose time to hear is past: claimed for one status query each. */
  private async claimLate(): Promise<DuePayout[]> {
    const { db, batch = 20 } = this.options;
    const { rows } = await db.query<DueRow>(
      `UPDATE mpesa_payouts m SET status_queries = m.status_queries + 1,
              next_attempt_at = now() + make_interval(secs => LEAST(60 * power(2, m.status_queries), 3600))
        WHERE m.id IN (SELECT id FROM mpesa_payouts
                        WHERE status IN ('accepted', 'unknown') AND next_attempt_at <= now() AND status_queries < $2
                        ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING m.id, m.organization_id, m.amount, m.phone, m.callback_secret`,
      [batch, MAX_STATUS_QUERIES],
    );
    return rows.map(duePayout);
  }

  private async ask(payout: DuePayout, sender: PayoutSender | { unavailable: string }): Promise<void> {
    if ('unavailable' in sender) {
      this.options.log.warn({ payout: payout.id, reason: sender.unavailable }, 'M-Pesa status query not possible now');
      return;
    }
    try {
      await sender.askStatus(payout);
    } catch (error) {
      this.options.log.warn({ err: error, payout: payout.id }, 'M-Pesa status query failed; asked again later');
    }
  }
}

interface DueRow {
  id: string;
  organization_id: string;
  amount: string;
  phone: string;
  callback_secret: string;
}

const duePayout = (row: DueRow): DuePayout => ({
  id: row.id,
  organizationId: row.organization_id,
  amount: Number(row.amount),
  phone: row.phone,
  callbackSecret: row.callback_secret,
});
