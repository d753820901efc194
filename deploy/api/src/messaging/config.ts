import type { AfricasTalkingConfig } from './providers/africastalking';
import { readEmailConfig, type EmailConfig } from './email-config';

export type Env = Record<string, string | undefined>;

/** Where the SMS of this process go, read once at start from the environment. */
export interface MessagingConfig {
  sms: { kind: 'africastalking'; at: AfricasTalkingConfig } | { kind: 'simulator' } | { kind: 'none'; reason: string };
  /** Where e-mails go: an SMTP server (SMTP_URL, MAIL_FROM), the simulator, or nowhere and why. */
  email: EmailConfig;
  /** AFRICASTALKING_CALLBACK_TOKEN: the secret part of the delivery reports' URL; unset = reports are refused. */
  callbackToken: string | null;
  /** MAZIWA_PUBLIC_URL: where the providers reach the console (callbacks at `${publicUrl}/api/callbacks/...`). */
  publicUrl: string | null;
}

export const DEFAULT_AFRICASTALKING_BASE_URL = 'https://api.africastalking.com';

const set = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * Africa's Talking when AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are set; else the
 * simulator when MAZIWA_PROVIDER_SIMULATOR=1 (never with NODE_ENV=production: that throws, so
 * the process does not start); else no SMS, with the reason the settings page shows.
 */
export function readMessagingConfig(env: Env): MessagingConfig {
  const simulator = env.MAZIWA_PROVIDER_SIMULATOR === '1';
  if (simulator && env.NODE_ENV === 'production') {
    throw new Error(
      'MAZIWA_PROVIDER_SIMULATOR=1 is refused with NODE_ENV=production: a simulator would pretend SMS and e-mails were sent. ' +
        "Unset it and configure Africa's Talking (AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY).",
    );
  }
  const username = set(env.AFRICASTALKING_USERNAME);
  const apiKey = set(env.AFRICASTALKING_API_KEY);
  const common = {
    callbackToken: set(env.AFRICASTALKING_CALLBACK_TOKEN),
    publicUrl: set(env.MAZIWA_PUBLIC_URL),
    email: readEmailConfig(env, simulator),
  };
  if (username && apiKey) {
    return {
      ...common,
      sms: {
        kind: 'africastalking',
        at: {
          username,
          apiKey,
          baseUrl: set(env.AFRICASTALKING_BASE_URL) ?? DEFAULT_AFRICASTALKING_BASE_URL,
          senderId: set(env.AFRICASTALKING_SENDER_ID),
        },
      },
    };
  }
  if (simulator) return { ...common, sms: { kind: 'simulator' } };
  const missing = [!username && 'AFRICASTALKING_USERNAME', !apiKey && 'AFRICASTALKING_API_KEY'].filter(Boolean);
  return {
    ...common,
    sms: { kind: 'none', reason: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set` },
  };
}
