import { createTransport, type Transporter } from 'nodemailer';
import type { EmailProvider, OutgoingEmail } from './email-provider';
import type { SendOutcome } from './sms-provider';

/**
 * The e-mail provider of `pnpm start` (MAZIWA_PROVIDER_SIMULATOR=1; refused in production).
 * nodemailer's JSON transport builds the whole message, attachment included, and hands it
 * back instead of connecting anywhere: a payslip e-mail goes queued -> sent with a message id
 * while nothing leaves the machine.
 */
export class SimulatorEmail implements EmailProvider {
  readonly id = 'simulator' as const;
  readonly label = 'Simulator (no e-mail leaves this machine)';
  private readonly transport: Transporter = createTransport({ jsonTransport: true });

  constructor(private readonly from = 'Maziwa <no-reply@maziwa.invalid>') {}

  async send(email: OutgoingEmail): Promise<SendOutcome> {
    const info = await this.transport.sendMail({ from: this.from, ...email });
    return { kind: 'sent', messageId: (info.messageId as string | undefined) ?? null, cost: null };
  }

  close(): void {
    this.transport.close();
  }
}
