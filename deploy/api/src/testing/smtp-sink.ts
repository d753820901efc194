import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  /** Every mail accepted, parsed (subject, text, attachments with their bytes), in arrival order. */
  mails: ParsedMail[];
  /** Addresses answered "550 no such mailbox" at RCPT TO (compared in lower case). */
  refused: Set<string>;
  /** Resolves once `count` mails arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 that keeps what it is sent (issue 32): the e-mail tests send
 * through nodemailer's real SMTP transport to it, so the envelope, the MIME parts and the
 * PDF's bytes are the ones a mail server would get. Plain SMTP, no login: the transport
 * talks to loopback without STARTTLS.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const refused = new Set<string>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A test's app keeps a pooled connection open; closing should not wait 30 s for it.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        const left = until - Date.now();
        if (left <= 0) throw new Error(`the SMTP sink got ${mails.length} mails, not ${count}, in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
