import type { Queryable } from '../db/database';
import type { MessagingConfig } from './config';
import type { StoredAccountInfo } from '../credentials/credential-store';
import type { Provider } from '../credentials/provider-accounts';
import type { SmsLanguage } from './templates';

export interface StoredSettings {
  delivery_sms: boolean;
  payment_sms: boolean;
  sender_id: string | null;
  helpline: string | null;
  default_language: SmsLanguage;
}

/** An organisation that never saved its settings: both SMS on (once SMS is configured), English. */
export const DEFAULT_SETTINGS: StoredSettings = {
  delivery_sms: true,
  payment_sms: true,
  sender_id: null,
  helpline: null,
  default_language: 'en',
};

export async function storedSettings(tx: Queryable, organizationId: string, lock = false): Promise<StoredSettings> {
  const { rows } = await tx.query<StoredSettings>(
    `SELECT delivery_sms, payment_sms, sender_id, helpline, default_language FROM messaging_settings
      WHERE organization_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [organizationId],
  );
  return rows[0] ?? DEFAULT_SETTINGS;
}

/** Why SMS cannot go for an organisation, or null when it can (its own account, the deployment's, the simulator). */
export function smsUnavailable(config: MessagingConfig, ownAccount: boolean): string | null {
  if (ownAccount) return null;
  return config.sms.kind === 'none' ? `SMS is not configured: ${config.sms.reason}` : null;
}

/** The organisation's own provider accounts as Settings shows them, and whether this server can store one. */
export interface OwnAccounts {
  stored: Partial<Record<Provider, StoredAccountInfo>>;
  /** Why accounts cannot be stored here (no MAZIWA_SECRET_KEY); null when they can. */
  cannotStore: string | null;
}

const ownAccountView = (info: StoredAccountInfo | undefined) =>
  info ? { ...info.summary, updated_at: info.updated_at, updated_by: info.updated_by } : null;

const CALLBACK_PATH = '/api/callbacks/africastalking/delivery-reports/{AFRICASTALKING_CALLBACK_TOKEN}';

/** M-Pesa payouts as the settings page lists them (payments/mpesa owns them; its routes pass this in). */
export interface PayoutProvider {
  mode: 'daraja' | 'simulator' | 'off';
  /** The organisation's own stored Daraja account pays. */
  own: boolean;
  /** Why M-Pesa is off. */
  reason?: string;
  /** Why Safaricom's refusal paused this organisation's payouts, until an admin resumes them. */
  paused: string | null;
}

/** The settings as GET /messaging/settings answers them: switches off while their provider is missing. */
export function settingsView(config: MessagingConfig, mpesa: PayoutProvider, stored: StoredSettings, own: OwnAccounts) {
  const ownSms = own.stored.africastalking !== undefined;
  const unavailable = smsUnavailable(config, ownSms);
  const sms = {
    kind: 'sms' as const,
    name: 'SMS',
    label: ownSms
      ? "Africa's Talking (your account)"
      : config.sms.kind === 'africastalking'
        ? "Africa's Talking"
        : config.sms.kind === 'simulator'
          ? 'Simulator'
          : 'Not configured',
    configured: ownSms || config.sms.kind !== 'none',
    simulator: !ownSms && config.sms.kind === 'simulator',
    reason: ownSms || config.sms.kind !== 'none' ? null : config.sms.reason,
    own_account: ownAccountView(own.stored.africastalking),
  };
  return {
    delivery_sms: unavailable ? false : stored.delivery_sms,
    payment_sms: unavailable ? false : stored.payment_sms,
    sender_id: stored.sender_id,
    helpline: stored.helpline,
    default_language: stored.default_language,
    providers: [
      { ...sms, paused_reason: null },
      { ...emailEntry(config), paused_reason: null, own_account: null },
      { ...mpesaEntry(mpesa), own_account: ownAccountView(own.stored.mpesa) },
    ],
    own_accounts: { can_store: own.cannotStore === null, reason: own.cannotStore },
    cannot_enable: unavailable ? { delivery_sms: unavailable, payment_sms: unavailable } : {},
    delivery_report_url:
      config.publicUrl && config.callbackToken ? `${config.publicUrl.replace(/\/+$/, '')}${CALLBACK_PATH}` : null,
  };
}

/** The Email provider as the settings page lists it: which one, or why there is none (never the URL: it may hold a password). */
function emailEntry(config: MessagingConfig) {
  const { email } = config;
  return {
    kind: 'email' as const,
    name: 'Email',
    label: email.kind === 'smtp' ? 'SMTP' : email.kind === 'simulator' ? 'Simulator' : 'Not configured',
    configured: email.kind !== 'none',
    simulator: email.kind === 'simulator',
    reason: email.kind === 'none' ? email.reason : null,
  };
}

/** M-Pesa B2C: Safaricom's Daraja, the simulator, or why not; paused when Safaricom refused the initiator. */
function mpesaEntry(mpesa: PayoutProvider) {
  return {
    kind: 'mpesa' as const,
    name: 'M-Pesa',
    label:
      mpesa.mode === 'daraja'
        ? `Safaricom Daraja (B2C)${mpesa.own ? ', your account' : ''}`
        : mpesa.mode === 'simulator'
          ? 'Simulator'
          : 'Not configured',
    configured: mpesa.mode !== 'off',
    simulator: mpesa.mode === 'simulator',
    reason: mpesa.mode === 'off' ? (mpesa.reason ?? 'M-Pesa payouts are not configured') : null,
    paused_reason: mpesa.paused,
  };
}
