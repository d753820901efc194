import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { claimDue, recordOutcome, type ClaimedMessage, type RetryPolicy } from './outbox';
import type { SendOutcome, SmsProvider } from './providers/sms-provider';

export interface WorkerOptions {
  /** Rows claimed and sent at once (default 25). */
  batchSize: number;
  /** How often it looks for due rows without being woken (default 3 s). */
  pollMs: number;
  /** How long a claim holds a row (default 60 s): a process that dies mid-send frees it then. */
  lockMs: number;
  retry: RetryPolicy;
}

/**
 * The outbox worker of one API process (README: Messages to farmers). Woken right after a
 * commit that queued a message (in-process), and polling every few seconds for retries and
 * rows queued by other processes. Each batch is claimed with FOR UPDATE SKIP LOCKED, so
 * several processes never send the same row; a row is sent at least once (a process killed
 * between the provider's answer and its UPDATE sends that row again after the lock expires).
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wanted = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly provider: SmsProvider,
    private readonly options: WorkerOptions,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Look now (a commit queued a message). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wanted = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        if (!this.stopped) this.schedule(this.wanted ? 0 : this.options.pollMs);
        this.wanted = false;
      });
    }, ms);
    this.timer.unref?.();
  }

  /** Claims and sends batches until none is due. */
  private async drain(): Promise<void> {
    try {
      for (;;) {
        this.wanted = false;
        const batch = await claimDue(this.db, this.options.batchSize, this.options.lockMs);
        if (batch.length === 0) return;
        const senders = await this.senderIds(batch);
        await Promise.all(batch.map((message) => this.sendOne(message, senders.get(message.organization_id))));
        if (this.stopped) return;
      }
    } catch (error) {
      this.log?.error({ err: error }, 'outbox: sending failed, trying again at the next poll');
    }
  }

  private async sendOne(message: ClaimedMessage, from: string | null | undefined): Promise<void> {
    let outcome: SendOutcome;
    try {
      outcome = await this.provider.send({ to: message.recipient, body: message.body, from });
    } catch (error) {
      outcome = { kind: 'retry', reason: `The provider call failed (${(error as Error).message})` };
    }
    await recordOutcome(this.db, message, outcome, this.provider.id, this.options.retry);
  }

  /** Each organisation's own sender ID, where it set one. */
  private async senderIds(batch: ClaimedMessage[]): Promise<Map<string, string | null>> {
    const orgs = [...new Set(batch.map((m) => m.organization_id))];
    const { rows } = await this.db.query<{ organization_id: string; sender_id: string | null }>(
      'SELECT organization_id, sender_id FROM messaging_settings WHERE organization_id = ANY($1::uuid[])',
      [orgs],
    );
    return new Map(rows.map((row) => [row.organization_id, row.sender_id]));
  }
}
