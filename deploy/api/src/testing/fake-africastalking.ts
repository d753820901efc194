import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS as the fake received it. */
export interface ReceivedSms {
  username: string;
  apiKey: string;
  to: string;
  message: string;
  from: string | null;
  messageId: string | null;
}

/** How the fake answers one send: a recipient status code (100 accepted, 403, 500...), or an HTTP error. */
export type FakeAnswer = { statusCode: number } | { http: number };

const STATUS_NAMES: Record<number, string> = {
  100: 'Processed',
  101: 'Sent',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

export interface FakeAfricasTalking {
  /** Base URL for AFRICASTALKING_BASE_URL. */
  url: string;
  /** Every request that reached /version1/messaging, accepted or not. */
  received: ReceivedSms[];
  /** Decides each answer (default: 101 Sent). */
  answer: (sms: ReceivedSms, index: number) => FakeAnswer;
  /** Resolves once `count` requests arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedSms[]>;
  /** Posts a delivery report, form-encoded, as Africa's Talking does. */
  report(callbackUrl: string, fields: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * Africa's Talking's SMS API on 127.0.0.1 (issue 32): records what it is sent, answers each
 * recipient with the status code the test chooses, and posts delivery reports when asked.
 * Tests never reach a real host.
 */
export async function startFakeAfricasTalking(): Promise<FakeAfricasTalking> {
  const received: ReceivedSms[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let next = 0;
  const fake = {} as FakeAfricasTalking;
  fake.received = received;
  fake.answer = () => ({ statusCode: 101 });
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/version1/messaging') {
      response.writeHead(404).end();
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const sms: ReceivedSms = {
      username: form.get('username') ?? '',
      apiKey: String(request.headers.apikey ?? ''),
      to: form.get('to') ?? '',
      message: form.get('message') ?? '',
      from: form.get('from'),
      messageId: null,
    };
    const answer = fake.answer(sms, received.length);
    received.push(sms);
    for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    if ('http' in answer) {
      response.writeHead(answer.http, { 'content-type': 'text/plain' }).end('The fake failed on purpose');
      return;
    }
    const accepted = answer.statusCode >= 100 && answer.statusCode <= 102;
    next += 1;
    sms.messageId = accepted ? `ATXid_fake_${next}` : null;
    response.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        SMSMessageData: {
          Message: `Sent to ${accepted ? 1 : 0}/1 Total Cost: KES ${accepted ? '0.8000' : '0'}`,
          Recipients: [
            {
              statusCode: answer.statusCode,
              number: sms.to,
              status: STATUS_NAMES[answer.statusCode] ?? 'Unknown',
              cost: accepted ? 'KES 0.8000' : '0',
              messageId: sms.messageId ?? 'None',
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.waitFor = (count, ms = 5000) =>
    new Promise((resolve, reject) => {
      if (received.length >= count) return resolve(received);
      const timer = setTimeout(
        () => reject(new Error(`the fake got ${received.length} SMS in ${ms} ms, not ${count}`)),
        ms,
      );
      waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(received);
        },
      });
    });
  fake.report = (callbackUrl, fields) =>
    fetch(callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** The environment of an API that sends through the fake (and takes its delivery reports with `token`). */
export function fakeAtEnv(fake: FakeAfricasTalking, token = 'test-callback-token'): Record<string, string> {
  return {
    AFRICASTALKING_USERNAME: 'maziwa-test',
    AFRICASTALKING_API_KEY: 'test-api-key',
    AFRICASTALKING_BASE_URL: fake.url,
    AFRICASTALKING_CALLBACK_TOKEN: token,
  };
}
