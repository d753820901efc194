import type { DarajaConfig } from '../payments/mpesa/daraja-client';
import { constants, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Safaricom's Daraja on 127.0.0.1, speaking its documented B2C v3 and
 * Transaction Status protocol, so tests never contact a real host. It makes its own RSA key
 * pair: the client encrypts the initiator password with `publicKeyPem`, and the fake decrypts
 * the SecurityCredential to check it, as Safaricom does (a wrong one is result 2001).
 *
 * What happens to a payout is chosen by the receiving number (`outcomes`); by default it
 * succeeds. Results are posted to the request's ResultURL a moment after the request is
 * accepted, the way Daraja does.
 */
export type FakeOutcome =
  | 'success'
  /** Result code 1: the paying account's float is too low. */
  | 'insufficient_float'
  /** Result code 2001: the initiator's credential is wrong (also what a wrong password gives). */
  | 'bad_credential'
  /** Result code 7: the number cannot receive M-Pesa. */
  | 'unregistered'
  /** A notice to the QueueTimeOutURL, then the success result later. */
  | 'queue_timeout'
  /** Accepted, then no result ever: only a status query finds out. */
  | 'dropped_result'
  /** The success result posted twice. */
  | 'duplicated_result';

export interface FakeB2cRequest {
  OriginatorConversationID: string;
  InitiatorName: string;
  CommandID: string;
  Amount: number;
  PartyA: string;
  PartyB: string;
  Remarks: string;
  ResultURL: string;
  QueueTimeOutURL: string;
  /** The password the SecurityCredential decrypted to. */
  password: string;
}

interface Paid {
  request: FakeB2cRequest;
  conversationId: string;
  receipt: string;
  outcome: FakeOutcome;
}

export interface FakeDaraja {
  baseUrl: string;
  publicKeyPem: string;
  consumerKey: string;
  consumerSecret: string;
  initiatorPassword: string;
  /** Outcome per receiving number (2547...); others succeed. */
  outcomes: Map<string, FakeOutcome>;
  /** Every B2C request received, in order. */
  payments: FakeB2cRequest[];
  /** Every status query received (its OriginalConversationID or TransactionID). */
  statusQueries: Record<string, unknown>[];
  tokensIssued: number;
  /** Makes every token issued so far invalid (Daraja then answers 404.001.03). */
  expireTokens(): void;
  /** Results posted and what the receiver answered (status codes), for assertions. */
  callbacks: { url: string; status: number | 'error' }[];
  /** Resolves when no result is still to be posted. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface FakeDarajaOptions {
  /** How long after accepting a request its result is posted (ms). Default 20. */
  resultDelayMs?: number;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

const receiptOf = () => randomBytes(5).toString('hex').toUpperCase();

export async function startFakeDaraja(options: FakeDarajaOptions = {}): Promise<FakeDaraja> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const delay = options.resultDelayMs ?? 20;
  const validTokens = new Set<string>();
  const paid = new Map<string, Paid>();
  const pending = new Set<Promise<void>>();

  const fake: FakeDaraja = {
    baseUrl: '',
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    consumerKey: 'fake-consumer-key',
    consumerSecret: 'fake-consumer-secret',
    initiatorPassword: 'fake-initiator-password',
    outcomes: new Map(),
    payments: [],
    statusQueries: [],
    tokensIssued: 0,
    expireTokens: () => validTokens.clear(),
    callbacks: [],
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** Posts a callback after the delay, as Daraja would; what the receiver answered is kept. */
  function post(url: string, body: unknown, after = delay): void {
    const sending = new Promise<void>((resolve) => setTimeout(resolve, after))
      .then(() =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      )
      .then(
        (response) => {
          fake.callbacks.push({ url, status: response.status });
        },
        () => {
          fake.callbacks.push({ url, status: 'error' });
        },
      )
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  function result(paidOne: Paid, code: number, description: string) {
    const { request } = paidOne;
    const parameters =
      code === 0
        ? [
            { Key: 'TransactionAmount', Value: request.Amount },
            { Key: 'TransactionReceipt', Value: paidOne.receipt },
            { Key: 'ReceiverPartyPublicName', Value: `${request.PartyB} - Test Farmer` },
            { Key: 'TransactionCompletedDateTime', Value: '28.11.2026 10:54:57' },
            { Key: 'B2CUtilityAccountAvailableFunds', Value: 1_000_000 },
          ]
        : undefined;
    return {
      Result: {
        ResultType: 0,
        ResultCode: code,
        ResultDesc: description,
        OriginatorConversationID: request.OriginatorConversationID,
        ConversationID: paidOne.conversationId,
        TransactionID: code === 0 ? paidOne.receipt : 'NA',
        ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
      },
    };
  }

  function settle(paidOne: Paid): void {
    const { request, outcome } = paidOne;
    const success = result(paidOne, 0, 'The service request is processed successfully.');
    if (request.password !== fake.initiatorPassword) {
      post(request.ResultURL, result(paidOne, 2001, 'The initiator information is invalid.'));
      return;
    }
    switch (outcome) {
      case 'success':
        post(request.ResultURL, success);
        return;
      case 'duplicated_result':
        post(request.ResultURL, success);
        post(request.ResultURL, success, delay * 2);
        return;
      case 'insufficient_float':
        post(request.ResultURL, result(paidOne, 1, 'The balance is insufficient for the transaction.'));
        return;
      case 'bad_credential':
        post(request.ResultURL, result(paidOne, 2001, 'The initiator information is invalid.'));
        return;
      case 'unregistered':
        post(request.ResultURL, result(paidOne, 7, 'The receiver is not a registered M-Pesa user.'));
        return;
      case 'queue_timeout':
        post(request.QueueTimeOutURL, {
          Result: {
            ResultType: 1,
            ResultCode: 1037,
            ResultDesc: 'The request timed out in the queue.',
            OriginatorConversationID: request.OriginatorConversationID,
            ConversationID: paidOne.conversationId,
          },
        });
        post(request.ResultURL, success, delay * 3);
        return;
      case 'dropped_result':
        return;
    }
  }

  function bearerValid(request: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    return match !== null && validTokens.has(match[1]);
  }

  const server: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://fake');
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        const expected = Buffer.from(`${fake.consumerKey}:${fake.consumerSecret}`).toString('base64');
        if (request.headers.authorization !== `Basic ${expected}`) {
          reply(400, { requestId: 'fake', errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
          return;
        }
        const token = randomBytes(12).toString('hex');
        validTokens.add(token);
        fake.tokensIssued += 1;
        reply(200, { access_token: token, expires_in: '3599' });
        return;
      }
      if (request.method !== 'POST') {
        reply(404, { errorMessage: 'Not found' });
        return;
      }
      const body = await readJson(request);
      if (!bearerValid(request)) {
        reply(401, { requestId: 'fake', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
        return;
      }
      const password = decryptCredential(privateKey, String(body.SecurityCredential));
      if (url.pathname === '/mpesa/b2c/v3/paymentrequest') {
        const b2c = { ...(body as unknown as FakeB2cRequest), password };
        fake.payments.push(b2c);
        const known = paid.get(b2c.OriginatorConversationID);
        const conversationId = `AG_${randomBytes(6).toString('hex')}`;
        if (known) {
          // Daraja refuses a repeated OriginatorConversationID with result 15.
          post(b2c.ResultURL, { ...result({ ...known, conversationId }, 15, 'Duplicate OriginatorConversationID.') });
        } else {
          const paidOne: Paid = {
            request: b2c,
            conversationId,
            receipt: receiptOf(),
            outcome: fake.outcomes.get(b2c.PartyB) ?? 'success',
          };
          paid.set(b2c.OriginatorConversationID, paidOne);
          settle(paidOne);
        }
        reply(200, {
          ConversationID: conversationId,
          OriginatorConversationID: b2c.OriginatorConversationID,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        });
        return;
      }
      if (url.pathname === '/mpesa/transactionstatus/v1/query') {
        fake.statusQueries.push(body);
        const asked = [...paid.values()].find(
          (p) =>
            p.request.OriginatorConversationID === body.OriginalConversationID ||
            (body.TransactionID !== undefined && p.receipt === body.TransactionID),
        );
        const conversationId = `AG_${randomBytes(6).toString('hex')}`;
        const completed = asked && password === fake.initiatorPassword && outcomePays(asked.outcome);
        post(String(body.ResultURL), {
          Result: {
            ResultType: 0,
            ResultCode: asked ? 0 : 2032,
            ResultDesc: asked ? 'The service request is processed successfully.' : 'The transaction was not found.',
            OriginatorConversationID: String(body.OriginatorConversationID),
            ConversationID: conversationId,
            TransactionID: asked?.receipt ?? 'NA',
            ...(asked
              ? {
                  ResultParameters: {
                    ResultParameter: [
                      { Key: 'ReceiptNo', Value: completed ? asked.receipt : '' },
                      { Key: 'TransactionStatus', Value: completed ? 'Completed' : 'Failed' },
                      { Key: 'Amount', Value: asked.request.Amount },
                    ],
                  },
                }
              : {}),
          },
        });
        reply(200, {
          ConversationID: conversationId,
          OriginatorConversationID: String(body.OriginatorConversationID),
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        });
        return;
      }
      reply(404, { errorMessage: 'Not found' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Outcomes in which the money reached the farmer. */
function outcomePays(outcome: FakeOutcome): boolean {
  return (
    outcome === 'success' ||
    outcome === 'queue_timeout' ||
    outcome === 'dropped_result' ||
    outcome === 'duplicated_result'
  );
}

/**
 * The initiator password inside a SecurityCredential. Node 20 refuses PKCS#1 v1.5 padding in
 * privateDecrypt (CVE-2023-46809), so the fake decrypts without padding and takes the v1.5
 * block apart itself: 0x00 0x02, random non-zero bytes, 0x00, the message.
 */
function decryptCredential(privateKey: KeyObject, credential: string): string {
  try {
    const block = privateDecrypt(
      { key: privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(credential, 'base64'),
    );
    const end = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || end < 10) return '';
    return block.subarray(end + 1).toString('utf8');
  } catch {
    return '';
  }
}

/** A Daraja client's configuration paying through the fake (the API's own tests). */
export function fakeDarajaConfig(fake: FakeDaraja, initiatorName = 'maziwa-api'): DarajaConfig {
  return {
    baseUrl: fake.baseUrl,
    consumerKey: fake.consumerKey,
    consumerSecret: fake.consumerSecret,
    shortcode: '600000',
    initiatorName,
    initiatorPassword: fake.initiatorPassword,
    certificatePem: fake.publicKeyPem,
    commandId: 'BusinessPayment',
  };
}

/**
 * The MPESA_* environment of an API process paying through the fake (the stack's browser
 * tests, the bench): `certificateFile` must hold `fake.publicKeyPem`.
 */
export function fakeDarajaEnv(
  fake: FakeDaraja,
  certificateFile: string,
  initiatorName: string,
): Record<string, string> {
  return {
    MPESA_BASE_URL: fake.baseUrl,
    MPESA_CONSUMER_KEY: fake.consumerKey,
    MPESA_CONSUMER_SECRET: fake.consumerSecret,
    MPESA_SHORTCODE: '600000',
    MPESA_INITIATOR_NAME: initiatorName,
    MPESA_INITIATOR_PASSWORD: fake.initiatorPassword,
    MPESA_CERTIFICATE_FILE: certificateFile,
  };
}
