import { readFileSync } from 'node:fs';
import { isProduction } from '../../config/run-mode';
import { DarajaClient, type DarajaConfig } from './daraja-client';

/**
 * How this API process pays through M-Pesa, decided once at start from the environment (or
 * given by a test): Safaricom's Daraja, the built-in simulator (`pnpm start`), or not at all,
 * with the reason a clerk is told.
 */
export type MpesaSetup =
  | {
      mode: 'daraja';
      client: DarajaClient;
      /**
       * Where Safaricom reaches this API: `${MAZIWA_PUBLIC_URL}/api` (the gateway serves the API
       * under /api), so results arrive at `${MAZIWA_PUBLIC_URL}/api/callbacks/b2c/...`.
       */
      callbackBase: string;
      /** How long an accepted payout waits for its Result before a status query. */
      resultTimeoutMs: number;
      /** How often the worker looks for due payouts. */
      pollMs: number;
      worker?: PayoutWaker;
    }
  | { mode: 'simulator'; resultTimeoutMs: number; pollMs: number; resultDelayMs: number; worker?: PayoutWaker }
  | { mode: 'off'; reason: string; worker?: PayoutWaker };

/** This process's payout worker, once started (mpesa-routes.ts): told when payouts were queued. */
export interface PayoutWaker {
  wake(): void;
}

/** What a test gives instead of the environment. */
export type MpesaOptions =
  | { daraja: DarajaConfig; callbackBase: string; resultTimeoutMs?: number; pollMs?: number }
  | { simulator: true; resultDelayMs?: number; resultTimeoutMs?: number; pollMs?: number }
  | false;

const DEFAULT_RESULT_TIMEOUT_S = 300;
export const DEFAULT_RESULT_TIMEOUT_MS = DEFAULT_RESULT_TIMEOUT_S * 1000;
export const DEFAULT_POLL_MS = 2_000;
const REQUIRED = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_INITIATOR_NAME',
  'MPESA_INITIATOR_PASSWORD',
  'MPESA_CERTIFICATE_FILE',
  'MAZIWA_PUBLIC_URL',
] as const;

/** MAZIWA_PROVIDER_SIMULATOR=1 (what `pnpm start` sets); refused in production, where it would fake payments. */
export function simulatorWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.MAZIWA_PROVIDER_SIMULATOR !== '1') return false;
  if (isProduction()) {
    throw new Error(
      'MAZIWA_PROVIDER_SIMULATOR=1 is refused with NODE_ENV=production: it would answer for M-Pesa and SMS without sending anything. Unset it.',
    );
  }
  return true;
}

export function mpesaSetup(options?: MpesaOptions, env: NodeJS.ProcessEnv = process.env): MpesaSetup {
  if (options === false) return { mode: 'off', reason: 'M-Pesa payouts are not configured' };
  if (options && 'daraja' in options) {
    return {
      mode: 'daraja',
      client: new DarajaClient(options.daraja),
      callbackBase: options.callbackBase,
      resultTimeoutMs: options.resultTimeoutMs ?? DEFAULT_RESULT_TIMEOUT_S * 1000,
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    };
  }
  if (options && 'simulator' in options) {
    return {
      mode: 'simulator',
      resultDelayMs: options.resultDelayMs ?? 1_500,
      resultTimeoutMs: options.resultTimeoutMs ?? DEFAULT_RESULT_TIMEOUT_S * 1000,
      pollMs: options.pollMs ?? DEFAULT_POLL_MS,
    };
  }
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === 0) return fromEnvironment(env);
  if (simulatorWanted(env)) {
    return { mode: 'simulator', resultDelayMs: 1_500, resultTimeoutMs: 10_000, pollMs: 1_000 };
  }
  if (missing.length === REQUIRED.length) return { mode: 'off', reason: 'M-Pesa payouts are not configured' };
  return { mode: 'off', reason: `M-Pesa payouts are not configured: ${missing.join(', ')} not set` };
}

function fromEnvironment(env: NodeJS.ProcessEnv): MpesaSetup {
  const timeout = Number(env.MPESA_RESULT_TIMEOUT_S ?? DEFAULT_RESULT_TIMEOUT_S);
  if (!Number.isFinite(timeout) || timeout < 30)
    throw new Error('MPESA_RESULT_TIMEOUT_S must be a number of seconds, at least 30');
  const commandId = env.MPESA_COMMAND_ID ?? 'BusinessPayment';
  if (commandId !== 'BusinessPayment' && commandId !== 'SalaryPayment' && commandId !== 'PromotionPayment') {
    throw new Error('MPESA_COMMAND_ID must be BusinessPayment, SalaryPayment or PromotionPayment');
  }
  const publicUrl = env.MAZIWA_PUBLIC_URL!.replace(/\/+$/, '');
  // Safaricom posts only to HTTPS; plain http is left to a test rig on this machine.
  const loopback = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(publicUrl);
  if (isProduction() && !publicUrl.startsWith('https://') && !loopback) {
    throw new Error('MAZIWA_PUBLIC_URL must be https:// in production: Safaricom posts results only to HTTPS');
  }
  return {
    mode: 'daraja',
    client: new DarajaClient({
      baseUrl: env.MPESA_BASE_URL ?? 'https://api.safaricom.co.ke',
      consumerKey: env.MPESA_CONSUMER_KEY!,
      consumerSecret: env.MPESA_CONSUMER_SECRET!,
      shortcode: env.MPESA_SHORTCODE!,
      initiatorName: env.MPESA_INITIATOR_NAME!,
      initiatorPassword: env.MPESA_INITIATOR_PASSWORD!,
      certificatePem: readFileSync(env.MPESA_CERTIFICATE_FILE!, 'utf8'),
      commandId,
    }),
    callbackBase: `${publicUrl}/api`,
    resultTimeoutMs: timeout * 1000,
    pollMs: DEFAULT_POLL_MS,
  };
}

declare module '../../plugins/services' {
  interface ApiServices {
    /** How payouts to mobile money go out (payments/mpesa/mpesa-setup.ts). */
    mpesa: MpesaSetup;
  }
}
