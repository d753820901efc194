/** What a provider answered for one SMS. */
export type SendOutcome =
  /** Accepted for delivery (Africa's Talking 100-102): a delivery report may follow. */
  | { kind: 'sent'; messageId: string | null; cost: string | null }
  /** Refused for good (a bad number, a blacklist, DND): never tried again. */
  | { kind: 'failed'; reason: string }
  /** Not sent this time (a provider fault, the network): tried again after a back-off. */
  | { kind: 'retry'; reason: string };

export interface OutgoingSms {
  /** 2547XXXXXXXX. */
  to: string;
  body: string;
  /** A registered alphanumeric sender ID, or the provider's default. */
  from?: string | null;
}

/** One SMS provider: Africa's Talking, the built-in simulator; SMSLeopard or Twilio would fit the same. */
export interface SmsProvider {
  readonly id: 'africastalking' | 'simulator';
  /** For people: "Africa's Talking". */
  readonly label: string;
  send(sms: OutgoingSms): Promise<SendOutcome>;
}
