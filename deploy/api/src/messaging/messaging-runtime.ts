import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { readMessagingConfig, type Env, type MessagingConfig } from './config';
import type { AttachmentDrawers } from './email-attachments';
import { applyDeliveryReport, DEFAULT_RETRY, type RetryPolicy } from './outbox';
import { AfricasTalkingSms } from './providers/africastalking';
import type { EmailProvider } from './providers/email-provider';
import { SimulatorSms } from './providers/simulator';
import { SimulatorEmail } from './providers/simulator-email';
import { SmtpEmail } from './providers/smtp-email';
import type { SmsProvider } from './providers/sms-provider';
import { OutboxWorker, type WorkerOptions } from './worker';
import { SmsAccounts } from './sms-accounts';
import type { CredentialStore } from '../credentials/credential-store';

export interface MessagingOptions {
  /** Where the configuration is read (default process.env). */
  env?: Env;
  /** Run the outbox worker in this process (default: yes, when SMS or e-mail has a provider). */
  worker?: boolean;
  batchSize?: number;
  pollMs?: number;
  lockMs?: number;
  retry?: Partial<RetryPolicy>;
  /** How e-mail attachments are drawn at send time (api-plugin.ts supplies the payslip's). */
  attachments?: AttachmentDrawers;
  /** The simulator's delay before its delivery report (default 1.5 s). */
  simulatorReportMs?: number;
  /** Organisations' own Africa's Talking accounts (api-plugin.ts passes the app's store). */
  credentials?: CredentialStore;
  /** Told the runtime once made (tests start its worker or queue through it). */
  onCreated?: (runtime: MessagingRuntime) => void;
}

/** Messaging as the routes and the delivery recording see it: one per API instance. */
export interface MessagingRuntime {
  config: MessagingConfig;
  /** The deployment's SMS provider; null when SMS is not configured and the simulator is off. */
  sms: SmsProvider | null;
  /** Each organisation's SMS: its own stored account, else the deployment's `sms`. */
  smsAccounts: SmsAccounts;
  /** Null when e-mail is not configured (SMTP_URL, MAIL_FROM) and the simulator is off. */
  email: EmailProvider | null;
  worker: OutboxWorker | null;
  /** Starts the worker now (tests that turned it off at build). */
  startWorker(): void;
  /** After a commit that queued a message: the worker looks at once. */
  wake(): void;
  close(): Promise<void>;
}

export function createMessaging(
  db: Database,
  options: MessagingOptions = {},
  log?: FastifyBaseLogger,
): MessagingRuntime {
  const env = options.env ?? process.env;
  const config = readMessagingConfig(env);
  let simulator: SimulatorSms | null = null;
  let sms: SmsProvider | null = null;
  if (config.sms.kind === 'africastalking') sms = new AfricasTalkingSms(config.sms.at);
  else if (config.sms.kind === 'simulator') {
    simulator = new SimulatorSms(async (report) => {
      await applyDeliveryReport(db, report);
    }, options.simulatorReportMs);
    sms = simulator;
  }
  const email = emailProvider(config);
  const smsAccounts = new SmsAccounts(options.credentials ?? null, sms, env);
  const workerOptions: WorkerOptions = {
    batchSize: options.batchSize ?? 25,
    pollMs: options.pollMs ?? 3000,
    lockMs: options.lockMs ?? 60_000,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    attachments: options.attachments,
  };
  const worker =
    smsAccounts.possible || email ? new OutboxWorker(db, { sms: smsAccounts, email }, workerOptions, log) : null;
  const runtime: MessagingRuntime = {
    config,
    sms,
    smsAccounts,
    email,
    worker,
    startWorker: () => worker?.start(),
    wake: () => worker?.wake(),
    async close() {
      simulator?.stop();
      await worker?.stop();
      // After the worker: a send in flight finishes on its connection before the pool closes.
      email?.close();
    },
  };
  options.onCreated?.(runtime);
  return runtime;
}

function emailProvider(config: MessagingConfig): EmailProvider | null {
  if (config.email.kind === 'smtp') return new SmtpEmail(config.email);
  if (config.email.kind === 'simulator') return new SimulatorEmail();
  return null;
}

declare module '../plugins/services' {
  interface ApiServices {
    /** SMS and e-mail to farmers (src/messaging): the providers, the outbox worker. */
    messaging: MessagingRuntime;
  }
}
