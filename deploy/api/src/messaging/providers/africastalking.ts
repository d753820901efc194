import type { OutgoingSms, SendOutcome, SmsProvider } from './sms-provider';

export interface AfricasTalkingConfig {
  username: string;
  apiKey: string;
  /** https://api.africastalking.com, or a fake's address in tests. */
  baseUrl: string;
  /** Default sender ID (AFRICASTALKING_SENDER_ID) when the organisation has none. */
  senderId?: string | null;
  timeoutMs?: number;
}

/**
 * Recipient status codes (developers.africastalking.com, INTEGRATIONS.md section 2) that end a
 * message for good. 401 RiskHold and 402 InvalidSenderId are account or set-up problems, not
 * passing faults: retrying for an hour would only repeat them; Resend sends again once fixed.
 */
export const FINAL_STATUS_CODES: Record<number, string> = {
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
};
/** 405 InsufficientBalance lasts until the account is topped up: retried with back-off, like 500-502. */
export const RETRY_STATUS_CODES: Record<number, string> = {
  405: 'InsufficientBalance',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

interface Recipient {
  statusCode?: number | string;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

/**
 * Africa's Talking's SMS API over fetch: the form POST the official SDK makes
 * (`/version1/messaging`, header `apiKey`), with a base URL of our choosing, which the SDK
 * does not allow (INTEGRATIONS.md section 2).
 */
export class AfricasTalkingSms implements SmsProvider {
  readonly id = 'africastalking' as const;
  readonly label = "Africa's Talking";

  constructor(private readonly config: AfricasTalkingConfig) {}

  async send(sms: OutgoingSms): Promise<SendOutcome> {
    const form = new URLSearchParams({ username: this.config.username, to: `+${sms.to}`, message: sms.body });
    const from = sms.from || this.config.senderId;
    if (from) form.set('from', from);
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.config.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      return { kind: 'retry', reason: `Africa's Talking could not be reached (${(error as Error).message})` };
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) {
      return { kind: 'retry', reason: `Africa's Talking answered HTTP ${response.status}` };
    }
    if (!response.ok) {
      return {
        kind: 'failed',
        reason: `Africa's Talking refused the request (HTTP ${response.status}: ${text.slice(0, 200)})`,
      };
    }
    let data: { SMSMessageData?: { Message?: string; Recipients?: Recipient[] } } | undefined;
    try {
      data = JSON.parse(text);
    } catch {
      return {
        kind: 'retry',
        reason: `Africa's Talking answered something that is not JSON (HTTP ${response.status})`,
      };
    }
    const recipient = data?.SMSMessageData?.Recipients?.[0];
    if (!recipient) {
      return {
        kind: 'failed',
        reason: `Africa's Talking sent nothing: ${data?.SMSMessageData?.Message ?? 'no recipient'}`,
      };
    }
    return outcomeOf(recipient);
  }
}

export function outcomeOf(recipient: Recipient): SendOutcome {
  const code = Number(recipient.statusCode);
  if (code >= 100 && code <= 102) {
    return { kind: 'sent', messageId: recipient.messageId ?? null, cost: recipient.cost ?? null };
  }
  const name = recipient.status || FINAL_STATUS_CODES[code] || RETRY_STATUS_CODES[code] || 'Unknown';
  if (code in RETRY_STATUS_CODES) return { kind: 'retry', reason: `${name} (${code})` };
  return { kind: 'failed', reason: `${name} (${code})` };
}
