/** Where the e-mails of this process go, read once at start with the rest of messaging. */
export type EmailConfig =
  { kind: 'smtp'; url: string; from: string } | { kind: 'simulator' } | { kind: 'none'; reason: string };

const set = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * SMTP when SMTP_URL and MAIL_FROM are both set (a real server wins over the simulator, as
 * Africa's Talking does for SMS); else the simulator when MAZIWA_PROVIDER_SIMULATOR=1 (its
 * refusal in production is readMessagingConfig's); else no e-mail, with the reason the
 * settings page shows. A URL that is not smtp:// or smtps:// is refused here rather than at
 * the first send, so the operator reads the mistake on the settings page, not in failed rows.
 */
export function readEmailConfig(env: Record<string, string | undefined>, simulator: boolean): EmailConfig {
  const url = set(env.SMTP_URL);
  const from = set(env.MAIL_FROM);
  if (url && !/^smtps?:\/\/[^/\s]/i.test(url)) {
    return { kind: 'none', reason: 'SMTP_URL must start with smtp:// or smtps:// followed by the host' };
  }
  if (url && from) return { kind: 'smtp', url, from };
  if (simulator) return { kind: 'simulator' };
  const missing = [!url && 'SMTP_URL', !from && 'MAIL_FROM'].filter(Boolean);
  return { kind: 'none', reason: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set` };
}
