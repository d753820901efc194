import { createServer } from 'node:net';
import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../testing/fake-africastalking';
import { startFakeDaraja, type FakeDaraja } from '../testing/fake-daraja';
import { addMember } from '../testing/members';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { CredentialStore } from './credential-store';
import { SecretBox } from './secret-box';

// An organisation's own Africa's Talking and Daraja accounts (issue 32): stored sealed by an
// admin, shown without a secret, and used for that organisation's SMS and payouts only. The
// deployment here has no SMS and no M-Pesa of its own, so whatever goes out went through
// the organisation's account; on PGlite and on PostgreSQL.
const KEY = 'a'.repeat(64);
let t: TestApp;
let at: FakeAfricasTalking;
let daraja: FakeDaraja;
let farm: Farm;
let other: Farm;
let clerk: Account;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 8000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const AT_ACCOUNT = { username: 'coop-own', api_key: 'coop-own-api-key-123', environment: 'production' };

beforeAll(async () => {
  at = await startFakeAfricasTalking();
  daraja = await startFakeDaraja({ resultDelayMs: 10 });
  const port = await freePort();
  // The providers' production APIs are the fakes; nothing of the deployment's own is configured.
  const env = { AFRICASTALKING_BASE_URL: at.url, MPESA_BASE_URL: daraja.baseUrl };
  t = await createTestApp({
    messaging: { env, pollMs: 50 },
    mpesa: false,
    credentials: { secretKey: KEY, env, callbackBase: `http://127.0.0.1:${port}` },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  farm = await createFarm(t, 'Own Accounts', 2);
  other = await createFarm(t, 'Other Coop', 1);
  clerk = await addMember(t, farm.account, 'user');
  await t.db.query(
    `UPDATE users SET phone = '254712300001' WHERE id = (SELECT user_id FROM user_roles WHERE id = $1)`,
    [farm.producers[0].id],
  );
  await t.db.query(
    `UPDATE users SET phone = '254712300002' WHERE id = (SELECT user_id FROM user_roles WHERE id = $1)`,
    [other.producers[0].id],
  );
});

afterAll(async () => {
  await daraja?.settled();
  await t?.close();
  await at?.close();
  await daraja?.close();
});

const settingsOf = async (account: Account) =>
  expectStatus(await t.as(account, { method: 'GET', url: '/messaging/settings' }), 200);
const providerOf = (settings: Record<string, any>, kind: string) =>
  (settings.providers as Array<Record<string, any>>).find((p) => p.kind === kind)!;

describe("an organisation's own Africa's Talking account", () => {
  it('is refused to a clerk (403) and to a bad body with the field named (400)', async () => {
    const asClerk = await t.as(clerk, {
      method: 'PUT',
      url: '/provider-credentials/africastalking',
      payload: AT_ACCOUNT,
    });
    expect(asClerk.statusCode).toBe(403);
    const bad = await t.as(farm.account, {
      method: 'PUT',
      url: '/provider-credentials/africastalking',
      payload: { ...AT_ACCOUNT, api_key: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('api_key');
  });

  it('is stored sealed, answered without its key, and shown in Settings as the organisation’s', async () => {
    const stored = expectStatus(
      await t.as(farm.account, { method: 'PUT', url: '/provider-credentials/africastalking', payload: AT_ACCOUNT }),
      200,
    );
    expect(stored).toMatchObject({
      provider: 'africastalking',
      summary: { username: 'coop-own', environment: 'production' },
    });
    expect(JSON.stringify(stored)).not.toContain(AT_ACCOUNT.api_key);

    const { rows } = await t.db.query<{ sealed: string; summary: object }>(
      'SELECT sealed, summary FROM provider_credentials WHERE organization_id = $1',
      [farm.account.orgId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].sealed).not.toContain(AT_ACCOUNT.api_key);
    expect(JSON.stringify(rows[0].summary)).not.toContain(AT_ACCOUNT.api_key);
    // Sealed for this organisation: another key, or the same value on another organisation's row, does not open.
    expect(SecretBox.fromHex('b'.repeat(64)).open(rows[0].sealed, `${farm.account.orgId}:africastalking`)).toBeNull();
    expect(SecretBox.fromHex(KEY).open(rows[0].sealed, `${other.account.orgId}:africastalking`)).toBeNull();

    const sms = providerOf(await settingsOf(farm.account), 'sms');
    expect(sms).toMatchObject({
      label: "Africa's Talking (your account)",
      configured: true,
      own_account: { username: 'coop-own', environment: 'production' },
    });
    expect(JSON.stringify(await settingsOf(farm.account))).not.toContain(AT_ACCOUNT.api_key);
    // The other organisation has none: SMS stays not configured there.
    expect(providerOf(await settingsOf(other.account), 'sms')).toMatchObject({ configured: false, own_account: null });
  });

  it("sends the organisation's delivery SMS through its account; the other organisation's queue nothing", async () => {
    const before = at.received.length;
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 0) }), 201);
    expectStatus(await t.as(other.account, { method: 'POST', url: '/collections', payload: delivery(other, 0) }), 201);
    await at.waitFor(before + 1, 5000);
    const sent = at.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+254712300001', username: 'coop-own', apiKey: 'coop-own-api-key-123' });
    const otherMessages = expectStatus(await t.as(other.account, { method: 'GET', url: '/messages' }), 200);
    expect(otherMessages.data).toEqual([]);
  });

  it('once removed, SMS is not configured for the organisation again (and a second removal is 404)', async () => {
    const removed = await t.as(farm.account, { method: 'DELETE', url: '/provider-credentials/africastalking' });
    expect(removed.statusCode).toBe(204);
    expect(providerOf(await settingsOf(farm.account), 'sms')).toMatchObject({ configured: false, own_account: null });
    const again = await t.as(farm.account, { method: 'DELETE', url: '/provider-credentials/africastalking' });
    expect(again.statusCode).toBe(404);
    const test = await t.as(farm.account, {
      method: 'POST',
      url: '/messaging/test-sms',
      payload: { phone: '0712300001' },
    });
    expect(test.statusCode).toBe(503);
  });
});

describe("an organisation's own Daraja account", () => {
  const account = () => ({
    consumer_key: daraja.consumerKey,
    consumer_secret: daraja.consumerSecret,
    shortcode: '600111',
    initiator_name: 'coop-initiator',
    initiator_password: daraja.initiatorPassword,
    certificate_pem: daraja.publicKeyPem,
    environment: 'production',
  });

  it('refuses a certificate without an RSA key, naming certificate_pem', async () => {
    const bad = await t.as(farm.account, {
      method: 'PUT',
      url: '/provider-credentials/mpesa',
      payload: {
        ...account(),
        certificate_pem: `-----BEGIN CERTIFICATE-----\n${'A'.repeat(120)}\n-----END CERTIFICATE-----`,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('certificate_pem');
  });

  it("pays the organisation's mobile-money payments through its own shortcode; without one it is 503", async () => {
    await topUp(t.db, farm.account.orgId, 1_000_000);
    await topUp(t.db, other.account.orgId, 1_000_000);
    const payment = await insertPayablePayment(t.db, {
      organizationId: farm.account.orgId,
      producerId: farm.producers[0].id,
      litres: 100,
      ratePerLitre: 50,
      paymentMethod: 'mobile_money',
    });
    const before = await t.as(farm.account, {
      method: 'POST',
      url: '/payments/process',
      payload: { ids: [payment.id] },
    });
    expect(before.statusCode).toBe(503);

    const stored = expectStatus(
      await t.as(farm.account, { method: 'PUT', url: '/provider-credentials/mpesa', payload: account() }),
      200,
    );
    expect(stored.summary).toEqual({
      environment: 'production',
      shortcode: '600111',
      initiator_name: 'coop-initiator',
    });
    const status = expectStatus(await t.as(farm.account, { method: 'GET', url: '/payments/mpesa/status' }), 200);
    expect(status).toMatchObject({ mode: 'daraja', own_account: true, not_configured_reason: null });
    expect(providerOf(await settingsOf(farm.account), 'mpesa')).toMatchObject({
      label: 'Safaricom Daraja (B2C), your account',
      own_account: { shortcode: '600111' },
    });

    expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/payments/process', payload: { ids: [payment.id] } }),
      200,
    );
    const paid = await eventually(
      async () => expectStatus(await t.as(farm.account, { method: 'GET', url: `/payments/${payment.id}` }), 200),
      (p) => p.status !== 'in_progress',
    );
    expect(paid.status).toBe('completed');
    const request = daraja.payments.find((p) => p.OriginatorConversationID && p.PartyB === '254712300001');
    expect(request).toMatchObject({
      PartyA: '600111',
      InitiatorName: 'coop-initiator',
      password: daraja.initiatorPassword,
    });

    // Under another MAZIWA_SECRET_KEY the stored account cannot be opened, and says what to do.
    const rekeyed = await new CredentialStore(t.db, SecretBox.fromHex('c'.repeat(64))).open(
      [farm.account.orgId],
      'mpesa',
    );
    expect(rekeyed.get(farm.account.orgId)).toMatchObject({ unreadable: expect.stringMatching(/store it again/) });

    // The other organisation still has no M-Pesa.
    const otherStatus = expectStatus(await t.as(other.account, { method: 'GET', url: '/payments/mpesa/status' }), 200);
    expect(otherStatus).toMatchObject({ mode: 'off', own_account: false });
  });
});

describe('a server without MAZIWA_SECRET_KEY', () => {
  it('cannot store an account (503) and says why in Settings', async () => {
    const plain = await createTestApp({ credentials: { env: {} } });
    try {
      const admin = await plain.registerAccount('No Key');
      const refused = await plain.as(admin, {
        method: 'PUT',
        url: '/provider-credentials/africastalking',
        payload: AT_ACCOUNT,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/MAZIWA_SECRET_KEY is not set/);
      const settings = expectStatus(await plain.as(admin, { method: 'GET', url: '/messaging/settings' }), 200);
      expect(settings.own_accounts).toEqual({ can_store: false, reason: expect.stringMatching(/MAZIWA_SECRET_KEY/) });
    } finally {
      await plain.close();
    }
  });
});
