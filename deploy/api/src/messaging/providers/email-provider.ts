import type { SendOutcome } from './sms-provider';

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  /** 'application/pdf' for a payslip. */
  contentType: string;
}

export interface OutgoingEmail {
  /** One address, as the farmer's or admin's user record holds it. */
  to: string;
  subject: string;
  /** Plain text: what the SMS says, in sentences. */
  text: string;
  attachments: EmailAttachment[];
}

/**
 * One e-mail provider: an SMTP server or the simulator. It answers the same outcomes as an
 * SMS provider, so the outbox records and retries both channels alike; an e-mail has no cost
 * and no delivery report, so a sent one stays `sent`.
 */
export interface EmailProvider {
  readonly id: 'smtp' | 'simulator';
  /** For people: "SMTP". */
  readonly label: string;
  send(email: OutgoingEmail): Promise<SendOutcome>;
  /** Lets go of open connections (the API is closing). */
  close(): void;
}
