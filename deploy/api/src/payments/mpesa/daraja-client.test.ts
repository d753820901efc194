import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeDarajaConfig, startFakeDaraja, type FakeDaraja } from '../../testing/fake-daraja';
import { DarajaClient, DarajaError, type DarajaConfig } from './daraja-client';
import { isDarajaResult, paymentOutcome, statusOutcome, type DarajaResultBody } from './daraja-result';
import { mpesaParts } from './payout-amounts';

/** Where the fake posts results: every body received, by path. */
interface Receiver {
  url: string;
  received: { path: string; body: unknown }[];
  waitFor(path: string, count?: number): Promise<unknown[]>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: { path: string; body: unknown }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    async waitFor(path, count = 1) {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const bodies = received.filter((r) => r.path === path).map((r) => r.body);
        if (bodies.length >= count || Date.now() > deadline) return bodies;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let fake: FakeDaraja;
let receiver: Receiver;
let config: DarajaConfig;

beforeEach(async () => {
  fake = await startFakeDaraja({ resultDelayMs: 5 });
  receiver = await startReceiver();
  config = fakeDarajaConfig(fake);
});

afterEach(async () => {
  await fake.settled();
  await Promise.all([fake.close(), receiver.close()]);
});

function pay(client: DarajaClient, phone: string, amount = 13_200) {
  const id = randomUUID();
  return client.payment({
    originatorConversationId: id,
    amount,
    phone,
    remarks: 'Milk payment November 2026',
    resultUrl: `${receiver.url}/result/${id}`,
    queueTimeoutUrl: `${receiver.url}/timeout/${id}`,
  });
}

async function resultOf(id: string, count = 1): Promise<DarajaResultBody> {
  const bodies = await receiver.waitFor(`/result/${id}`, count);
  expect(bodies).toHaveLength(count);
  expect(isDarajaResult(bodies[0])).toBe(true);
  return bodies[0] as DarajaResultBody;
}

describe('Daraja client against a fake Daraja', () => {
  it('pays 50 farmers with one token, the password encrypted PKCS#1 v1.5, each completed with its receipt', async () => {
    const client = new DarajaClient(config);
    const phones = Array.from({ length: 50 }, (_, i) => `2547${String(10_000_000 + i).padStart(8, '0')}`);
    const accepted = await Promise.all(phones.map((phone) => pay(client, phone)));

    expect(fake.tokensIssued).toBe(1);
    expect(client.tokensFetched).toBe(1);
    expect(fake.payments).toHaveLength(50);
    expect(new Set(fake.payments.map((p) => p.password))).toEqual(new Set([fake.initiatorPassword]));
    expect(fake.payments[0]).toMatchObject({
      InitiatorName: 'maziwa-api',
      CommandID: 'BusinessPayment',
      Amount: 13_200,
      PartyA: '600000',
    });
    const outcome = paymentOutcome(await resultOf(accepted[0].originatorConversationId));
    expect(outcome).toMatchObject({ kind: 'completed', amount: 13_200 });
    expect(outcome.kind === 'completed' && outcome.receipt).toMatch(/^[0-9A-F]{10}$/);
  });

  it('asks for a new token once when Daraja says the cached one is invalid', async () => {
    const client = new DarajaClient(config);
    await pay(client, '254712345678');
    fake.expireTokens();
    await pay(client, '254712345679');
    expect(fake.tokensIssued).toBe(2);
    expect(fake.payments).toHaveLength(2);
  });

  it('reads each failure as what Maziwa does about it', async () => {
    const client = new DarajaClient(config);
    fake.outcomes.set('254700000001', 'insufficient_float');
    fake.outcomes.set('254700000002', 'bad_credential');
    fake.outcomes.set('254700000003', 'unregistered');
    const [float, credential, unregistered] = await Promise.all(
      ['254700000001', '254700000002', '254700000003'].map((phone) => pay(client, phone)),
    );
    expect(paymentOutcome(await resultOf(float.originatorConversationId))).toEqual({
      kind: 'failed',
      code: 1,
      reason: 'M-Pesa float insufficient',
    });
    expect(paymentOutcome(await resultOf(credential.originatorConversationId))).toMatchObject({
      kind: 'account_blocked',
      code: 2001,
    });
    expect(paymentOutcome(await resultOf(unregistered.originatorConversationId))).toEqual({
      kind: 'bad_number',
      code: 7,
      reason: 'the number is not registered for M-Pesa',
    });
  });

  it('a wrong initiator password is refused by result 2001, as Safaricom does', async () => {
    const client = new DarajaClient({ ...config, initiatorPassword: 'not-the-password' });
    const accepted = await pay(client, '254712345678');
    expect(paymentOutcome(await resultOf(accepted.originatorConversationId))).toMatchObject({
      kind: 'account_blocked',
      code: 2001,
    });
  });

  it('a dropped result is found by a Transaction Status query, itself answered by callback', async () => {
    const client = new DarajaClient(config);
    fake.outcomes.set('254711111111', 'dropped_result');
    const accepted = await pay(client, '254711111111');
    await fake.settled();
    expect(receiver.received).toHaveLength(0);

    const queryId = randomUUID();
    await client.transactionStatus({
      originatorConversationId: queryId,
      about: { originatorConversationId: accepted.originatorConversationId },
      resultUrl: `${receiver.url}/status/${queryId}`,
      queueTimeoutUrl: `${receiver.url}/timeout/${queryId}`,
      remarks: 'Payout without a result',
    });
    const [status] = await receiver.waitFor(`/status/${queryId}`);
    expect(isDarajaResult(status)).toBe(true);
    expect(statusOutcome(status as DarajaResultBody)).toMatchObject({ kind: 'completed', amount: 13_200 });
    expect(fake.statusQueries).toHaveLength(1);
  });

  it('a duplicated result arrives twice with the same receipt; a queue time-out notice comes before the result', async () => {
    const client = new DarajaClient(config);
    fake.outcomes.set('254722222222', 'duplicated_result');
    fake.outcomes.set('254733333333', 'queue_timeout');
    const duplicated = await pay(client, '254722222222');
    const delayed = await pay(client, '254733333333');

    const twice = await receiver.waitFor(`/result/${duplicated.originatorConversationId}`, 2);
    expect(twice).toHaveLength(2);
    expect(twice[0]).toEqual(twice[1]);
    const [notice] = await receiver.waitFor(`/timeout/${delayed.originatorConversationId}`);
    expect(notice).toMatchObject({ Result: { ResultCode: 1037 } });
    expect(paymentOutcome(await resultOf(delayed.originatorConversationId))).toMatchObject({ kind: 'completed' });
  });

  it('a host that cannot be reached is an error whose request may have been sent', async () => {
    const client = new DarajaClient({ ...config, baseUrl: 'http://127.0.0.1:9' }, { timeoutMs: 2_000 });
    const error = await pay(client, '254712345678').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ sent: true, status: undefined });
  });
});

describe('M-Pesa amounts', () => {
  it('sends whole shillings and leaves the cents owing', () => {
    expect(mpesaParts(13_200.75)).toEqual({ ok: true, parts: [13_200], owing: 0.75 });
    expect(mpesaParts(10)).toEqual({ ok: true, parts: [10], owing: 0 });
  });

  it('splits above the per-transaction maximum, never leaving a part below the minimum', () => {
    expect(mpesaParts(600_000)).toEqual({ ok: true, parts: [250_000, 250_000, 100_000], owing: 0 });
    expect(mpesaParts(250_005)).toEqual({ ok: true, parts: [249_995, 10], owing: 0 });
  });

  it('refuses below the minimum with the reason', () => {
    expect(mpesaParts(8)).toEqual({ ok: false, reason: 'KES 8.00 is below M-Pesa’s minimum of KES 10' });
    expect(mpesaParts(9.99)).toEqual({ ok: false, reason: 'KES 9.99 is below M-Pesa’s minimum of KES 10' });
    expect(mpesaParts(0)).toEqual({ ok: false, reason: 'There is nothing to pay' });
  });
});
