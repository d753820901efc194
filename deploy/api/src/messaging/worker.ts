import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { attachmentsOf, type AttachmentDrawers } from './email-attachments';
import { claimDue, recordOutcome, type ClaimedMessage, type RetryPolicy } from './outbox';
import type { EmailProvider } from './providers/email-provider';
import type { SendOutcome } from './providers/sms-provider';
import type { SmsAccounts, SmsRoute } from './sms-accounts';

export interface WorkerOptions {
  /** Rows claimed and sent at once (default 25). */
  batchSize: number;
  /** How often it looks for due rows without being woken (default 3 s). */
  pollMs: number;
  /** How long a claim holds a row (default 60 s): a process that dies mid-send frees it then. */
  lockMs: number;
  retry: RetryPolicy;
  /** How an e-mail's named attachment is drawn (the app supplies the payslip's). */
  attachments?: AttachmentDrawers;
}

/** Each channel's provider: SMS per organisation (its own account or the deployment's); e-mail null when not configured. */
export interface ChannelProviders {
  sms: SmsAccounts;
  email: EmailProvider | null;
}

/** What the worker knows of an organisation's SMS for one batch. */
interface SmsOfOrganisation {
  route: SmsRoute;
  senderId: string | null;
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
    private readonly providers: ChannelProviders,
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
        const sms = await this.smsOf(batch);
        await Promise.all(batch.map((message) => this.sendOne(message, sms.get(message.organization_id))));
        if (this.stopped) return;
      }
    } catch (error) {
      this.log?.error({ err: error }, 'outbox: sending failed, trying again at the next poll');
    }
  }

  private async sendOne(message: ClaimedMessage, sms: SmsOfOrganisation | undefined): Promise<void> {
    const provider =
      message.channel === 'email' ? this.providers.email : sms && 'provider' in sms.route ? sms.route.provider : null;
    let outcome: SendOutcome;
    try {
      outcome = await this.attempt(message, sms);
    } catch (error) {
      outcome = { kind: 'retry', reason: `The provider call failed (${(error as Error).message})` };
    }
    await recordOutcome(this.db, message, outcome, provider?.id ?? null, this.options.retry);
  }

  private async attempt(message: ClaimedMessage, sms: SmsOfOrganisation | undefined): Promise<SendOutcome> {
    if (message.channel === 'email') {
      const email = this.providers.email;
      if (!email) return notConfigured('E-mail');
      const drawn = await attachmentsOf(this.db, message, this.options.attachments);
      if ('missing' in drawn) return { kind: 'failed', reason: drawn.missing };
      return email.send({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        attachments: drawn.attachments,
      });
    }
    if (!sms) return notConfigured('SMS');
    if ('unavailable' in sms.route) return { kind: 'failed', reason: sms.route.unavailable };
    return sms.route.provider.send({ to: message.recipient, body: message.body, from: sms.senderId });
  }

  /** Each organisation's SMS provider and its own sender ID, where it set one (SMS only). */
  private async smsOf(batch: ClaimedMessage[]): Promise<Map<string, SmsOfOrganisation>> {
    const orgs = [...new Set(batch.filter((m) => m.channel === 'sms').map((m) => m.organization_id))];
    if (orgs.length === 0) return new Map();
    const [routes, { rows }] = await Promise.all([
      this.providers.sms.forOrganisations(orgs),
      this.db.query<{ organization_id: string; sender_id: string | null }>(
        'SELECT organization_id, sender_id FROM messaging_settings WHERE organization_id = ANY($1::uuid[])',
        [orgs],
      ),
    ]);
    const senders = new Map(rows.map((row) => [row.organization_id, row.sender_id]));
    return new Map(orgs.map((org) => [org, { route: routes.get(org)!, senderId: senders.get(org) ?? null }]));
  }
}

/**
 * A row queued while its channel had a provider, claimed by a process that has none (the
 * setting was removed since, or another process is configured differently). Failing it says
 * so on the Messages page instead of claiming it again and again; Resend brings it back once
 * the channel is set up.
 */
function notConfigured(channel: 'SMS' | 'E-mail'): SendOutcome {
  return { kind: 'failed', reason: `${channel} is not configured on this server` };
}
