import { randomUUID } from 'node:crypto';
import type { OutgoingSms, SendOutcome, SmsProvider } from './sms-provider';

export interface SimulatedReport {
  id: string;
  status: 'Success' | 'Failed';
  failureReason?: string;
}

/**
 * The built-in SMS provider of `pnpm start` (MAZIWA_PROVIDER_SIMULATOR=1; refused in
 * production): answers as Africa's Talking does (a messageId, KES 0.8000) and a moment later
 * reports the delivery, so a newcomer sees a delivery's SMS go queued -> sent -> delivered.
 * A number ending in 403 is refused as InvalidPhoneNumber, to show a failure and Resend.
 */
export class SimulatorSms implements SmsProvider {
  readonly id = 'simulator' as const;
  readonly label = 'Simulator (no SMS leaves this machine)';
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly report: (report: SimulatedReport) => Promise<void>,
    private readonly reportAfterMs = 1500,
  ) {}

  async send(sms: OutgoingSms): Promise<SendOutcome> {
    if (sms.to.endsWith('403')) return { kind: 'failed', reason: 'InvalidPhoneNumber (403)' };
    const messageId = `ATXid_sim_${randomUUID().replace(/-/g, '')}`;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.report({ id: messageId, status: 'Success' }).catch(() => undefined);
    }, this.reportAfterMs);
    timer.unref();
    this.timers.add(timer);
    return { kind: 'sent', messageId, cost: 'KES 0.8000' };
  }

  /** Reports not yet made are dropped (the API is closing). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
