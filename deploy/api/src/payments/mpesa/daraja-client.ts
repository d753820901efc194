import { constants, publicEncrypt } from 'node:crypto';

/**
 * A thin client of Safaricom's Daraja API for paying farmers (B2C v3) and asking what became of
 * a payout (Transaction Status). No maintained npm package speaks B2C v3: `mpesa-api` stopped at
 * v1 in 2021 and Safaricom's `mpesa-node` in 2018, neither sends our OriginatorConversationID.
 *
 * Both calls are asynchronous at Safaricom: `ResponseCode "0"` only says the request was
 * accepted. What happened arrives later as a Result posted to the ResultURL we give
 * (daraja-result.ts reads it).
 */

export interface DarajaConfig {
  /** https://api.safaricom.co.ke in production; the sandbox and our test fakes are other URLs. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paying organisation's B2C shortcode (PartyA). */
  shortcode: string;
  initiatorName: string;
  initiatorPassword: string;
  /** The PEM certificate (or public key) whose RSA key encrypts the initiator password. */
  certificatePem: string;
  /** BusinessPayment pays registered M-Pesa users only; SalaryPayment also unregistered ones. */
  commandId: 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
}

export interface B2cRequest {
  /** Ours, a UUID stored before the request is sent: the idempotency key of this attempt. */
  originatorConversationId: string;
  /** Whole shillings (Daraja takes no cents). */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** At most 100 characters. */
  remarks: string;
  occasion?: string;
  resultUrl: string;
  queueTimeoutUrl: string;
}

export interface StatusQuery {
  /** Our own id of this query (Daraja echoes it in its result). */
  originatorConversationId: string;
  /** What is asked about: the payout attempt's OriginatorConversationID, or its receipt. */
  about: { originatorConversationId: string } | { transactionId: string };
  resultUrl: string;
  queueTimeoutUrl: string;
  remarks: string;
}

/** Daraja accepted the request; its outcome comes later by callback. */
export interface Accepted {
  conversationId: string;
  originatorConversationId: string;
}

/**
 * Daraja refused the request itself (HTTP 4xx/5xx with an errorCode), or it was never answered.
 * `sent` says whether Safaricom may have received it: a time-out or a dropped connection after
 * sending leaves the attempt's outcome unknown, and such an attempt is never sent again.
 */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly errorCode: string | undefined,
    readonly sent: boolean,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

/** The token Daraja answers for an expired or unknown one. */
const INVALID_TOKEN = '404.001.03';
/** Refresh a little before Daraja's own expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * SecurityCredential: the initiator password encrypted with the certificate's RSA key,
 * PKCS#1 v1.5, base64 (a wrong one is answered by result code 2001).
 */
export function securityCredential(password: string, certificatePem: string): string {
  return publicEncrypt({ key: certificatePem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
}

type Fetch = typeof fetch;

export class DarajaClient {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;
  /** How many tokens were fetched: 50 payouts use 1 (the rule, tested). */
  tokensFetched = 0;

  constructor(
    private readonly config: DarajaConfig,
    private readonly options: { fetch?: Fetch; now?: () => number; timeoutMs?: number } = {},
  ) {}

  private get fetch(): Fetch {
    return this.options.fetch ?? fetch;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A cached OAuth token; one request at a time asks for a new one. */
  async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString('base64');
    const response = await this.call('GET', '/oauth/v1/generate?grant_type=client_credentials', undefined, {
      authorization: `Basic ${basic}`,
    });
    const body = response as { access_token?: unknown; expires_in?: unknown };
    // expires_in comes as a string ("3599").
    const seconds = Number(body.expires_in);
    if (typeof body.access_token !== 'string' || !Number.isFinite(seconds)) {
      throw new DarajaError('M-Pesa answered the token request without a token', 200, undefined, false);
    }
    this.tokensFetched += 1;
    this.token = { value: body.access_token, expiresAt: this.now() + seconds * 1000 - EXPIRY_MARGIN_MS };
    return body.access_token;
  }

  /** Sends a B2C payment request. Resolves when Daraja accepted it; the money moves later. */
  async payment(request: B2cRequest): Promise<Accepted> {
    return this.accepted('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: request.originatorConversationId,
      InitiatorName: this.config.initiatorName,
      SecurityCredential: securityCredential(this.config.initiatorPassword, this.config.certificatePem),
      CommandID: this.config.commandId,
      Amount: request.amount,
      PartyA: this.config.shortcode,
      PartyB: request.phone,
      Remarks: request.remarks.slice(0, 100),
      QueueTimeOutURL: request.queueTimeoutUrl,
      ResultURL: request.resultUrl,
      Occasion: request.occasion ?? '',
    });
  }

  /** Asks what became of a payout; the answer comes by callback like a payment's. */
  async transactionStatus(query: StatusQuery): Promise<Accepted> {
    return this.accepted('/mpesa/transactionstatus/v1/query', {
      Initiator: this.config.initiatorName,
      SecurityCredential: securityCredential(this.config.initiatorPassword, this.config.certificatePem),
      CommandID: 'TransactionStatusQuery',
      ...('transactionId' in query.about
        ? { TransactionID: query.about.transactionId }
        : { OriginalConversationID: query.about.originatorConversationId }),
      OriginatorConversationID: query.originatorConversationId,
      PartyA: this.config.shortcode,
      IdentifierType: '4',
      ResultURL: query.resultUrl,
      QueueTimeOutURL: query.queueTimeoutUrl,
      Remarks: query.remarks.slice(0, 100),
      Occasion: '',
    });
  }

  /** POSTs with the cached token, asking for a new token once when Daraja says it is invalid. */
  private async accepted(path: string, body: Record<string, unknown>): Promise<Accepted> {
    let answer: unknown;
    try {
      answer = await this.call('POST', path, body, { authorization: `Bearer ${await this.accessToken()}` });
    } catch (error) {
      if (!(error instanceof DarajaError) || error.errorCode !== INVALID_TOKEN) throw error;
      this.token = undefined;
      answer = await this.call('POST', path, body, { authorization: `Bearer ${await this.accessToken()}` });
    }
    const reply = answer as { ResponseCode?: unknown; ConversationID?: unknown; OriginatorConversationID?: unknown };
    if (String(reply.ResponseCode) !== '0' || typeof reply.ConversationID !== 'string') {
      const description = (answer as { ResponseDescription?: unknown }).ResponseDescription;
      throw new DarajaError(
        `M-Pesa did not accept the request: ${typeof description === 'string' ? description : 'no reason given'}`,
        200,
        String(reply.ResponseCode),
        true,
      );
    }
    return {
      conversationId: reply.ConversationID,
      originatorConversationId: String(reply.OriginatorConversationID ?? body.OriginatorConversationID),
    };
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetch(new URL(path, this.config.baseUrl), {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (error) {
      // Whether the request reached Safaricom cannot be known: the caller treats it as sent.
      throw new DarajaError(`M-Pesa could not be reached: ${(error as Error).message}`, undefined, undefined, true);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { errorMessage: text.slice(0, 200) };
    }
    if (!response.ok) {
      const error = parsed as { errorCode?: unknown; errorMessage?: unknown };
      throw new DarajaError(
        `M-Pesa refused the request (HTTP ${response.status}): ${typeof error.errorMessage === 'string' ? error.errorMessage : 'no reason given'}`,
        response.status,
        typeof error.errorCode === 'string' ? error.errorCode : undefined,
        // A refusal answered with a 4xx was read and turned down: nothing will be paid.
        response.status >= 500,
      );
    }
    return parsed;
  }
}
