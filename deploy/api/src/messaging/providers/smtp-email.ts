import { createTransport, type Transporter } from 'nodemailer';
import type { EmailProvider, OutgoingEmail } from './email-provider';
import type { SendOutcome } from './sms-provider';

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://...:465; nodemailer reads options from its query too. */
  url: string;
  /** The From header: 'Maziwa Coop <payslips@example.co.ke>'. */
  from: string;
}

/** What nodemailer puts on a failed send. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * E-mail through an SMTP server over nodemailer. A small pool: the worker sends a batch at
 * once, and a bulk pay run queues hundreds of payslips, which should share a few connections
 * rather than open one each. The timeouts are well below the worker's lock (60 s), so a
 * silent server makes a retry, not a second process sending the same row.
 */
export class SmtpEmail implements EmailProvider {
  readonly id = 'smtp' as const;
  readonly label = 'SMTP';
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = createTransport({
      url: config.url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      ...plainOnLoopback(config.url),
    });
  }

  async send(email: OutgoingEmail): Promise<SendOutcome> {
    try {
      const info = await this.transport.sendMail({ from: this.config.from, ...email });
      return { kind: 'sent', messageId: (info.messageId as string | undefined) ?? null, cost: null };
    } catch (error) {
      return smtpOutcome(error as SmtpError);
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * A plain smtp:// server on this machine (a relay beside the API, a test sink) offers no
 * certificate worth checking: talk to it without STARTTLS. Anywhere else nodemailer upgrades
 * when the server offers it, so a password does not cross the network in clear.
 */
function plainOnLoopback(url: string): { secure?: boolean; ignoreTLS?: boolean } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {};
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  return parsed.protocol === 'smtp:' && loopback ? { secure: false, ignoreTLS: true } : {};
}

/**
 * A 5xx reply is the server's final word on this message (550 no such mailbox, 552 too big,
 * 554 refused): trying again would only be refused again. A 4xx reply (greylisting, a full
 * queue) and a connection that failed or timed out are tried again after the back-off. A
 * message nodemailer itself refuses to build or address cannot get better either.
 */
export function smtpOutcome(error: SmtpError): SendOutcome {
  const said = error.response ?? error.message;
  if (error.responseCode && error.responseCode >= 500 && error.responseCode < 600) {
    return { kind: 'failed', reason: `The mail server refused it: ${said}` };
  }
  if (error.responseCode) return { kind: 'retry', reason: `The mail server deferred it: ${said}` };
  if (error.code === 'EENVELOPE' || error.code === 'EMESSAGE') {
    return { kind: 'failed', reason: `The e-mail could not be addressed or built: ${error.message}` };
  }
  return { kind: 'retry', reason: `The mail server could not be reached (${error.code ?? 'error'}: ${error.message})` };
}
