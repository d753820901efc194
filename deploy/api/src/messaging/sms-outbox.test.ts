import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { fakeAtEnv, startFakeAfricasTalking, type FakeAfricasTalking } from '../testing/fake-africastalking';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queueDeliverySms } from './delivery-sms';
import type { MessagingRuntime } from './messaging-runtime';

// The SMS outbox end to end (issue 32): a delivery recorded through POST /collections, the
// worker of this API, the fake Africa's Talking on 127.0.0.1.
let fake: FakeAfricasTalking;
let t: TestApp;
let farm: Farm;
let runtime: MessagingRuntime;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Farmer 0 speaks English, farmer 1 Kiswahili; farmer 2 has no phone.
const PHONES = ['0712 345 001', '+254712345002'];

async function messagesOf(query = '') {
  return expectStatus(await t.as(farm.account, { method: 'GET', url: `/messages?limit=100${query}` }), 200);
}

/** Polls GET /messages until `check` holds (the worker runs on its own). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await sleep(50);
  }
}

const messageOfCollection = async (collectionId: string) =>
  (await messagesOf(`&filter=related_id:${collectionId}`)).data as Array<Record<string, any>>;

beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  t = await createTestApp({
    messaging: {
      env: fakeAtEnv(fake),
      pollMs: 100,
      retry: { baseMs: 40, maxMs: 200, maxAttempts: 3 },
      onCreated: (made) => (runtime = made),
    },
  });
  farm = await createFarm(t, 'Sms Coop', 3);
  for (const [i, phone] of PHONES.entries()) {
    expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/user-roles/${farm.producers[i].id}`,
        payload: { user: { contact_info: { phone } }, ...(i === 1 ? { sms_language: 'sw' } : {}) },
      }),
      200,
    );
  }
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.answer = () => ({ statusCode: 101 });
});

describe('a recorded delivery sends one SMS (issue 32)', () => {
  it('stores farmer phones as 2547XXXXXXXX and answers the language and opt-out with the farmer', async () => {
    const links = await Promise.all(
      farm.producers.map(async (p) =>
        expectStatus(await t.as(farm.account, { method: 'GET', url: `/user-roles/${p.id}?populate=user` }), 200),
      ),
    );
    expect(links.map((l) => [l.user.contact_info.phone ?? null, l.sms_language, l.delivery_sms_opt_out])).toEqual([
      ['254712345001', 'en', false],
      ['254712345002', 'sw', false],
      [null, 'en', false],
    ]);
  });

  it("sends exactly one SMS within 5 s of the commit, in the farmer's language, and shows it sent", async () => {
    const before = fake.received.length;
    const made = expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/collections',
        payload: delivery(farm, 1, { quantity_litres: 12.5 }),
      }),
      201,
    );
    const started = Date.now();
    await fake.waitFor(before + 1, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    await sleep(300);
    const sent = fake.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+254712345002', username: 'maziwa-test', apiKey: 'test-api-key' });
    expect(sent[0].message).toMatch(
      /^SMS COOP: Kiprono K\. #F-002 umeleta lita 12\.5 asubuhi 02\/03\. Zimekubaliwa 12\.5\. Mwezi huu: lita 12\.5\. Ref MZ[0-9A-Z]{4}\.$/,
    );
    const [message] = await eventually(
      () => messageOfCollection(made.id),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(message).toMatchObject({
      farmer_id: farm.producers[1].id,
      farmer_name: 'Kiprono Koech',
      member_number: 'F-002',
      event: 'delivery',
      channel: 'sms',
      recipient: '254712345002',
      language: 'sw',
      status: 'sent',
      cost: 'KES 0.8000',
      provider: 'africastalking',
      provider_message_id: sent[0].messageId,
      attempts: 1,
      body: sent[0].message,
    });
  });

  it('queues nothing more when the same delivery is posted again', async () => {
    const id = '5b0f3a52-6a2d-4c47-9a0e-1c1d2e3f4a5b';
    const payload = { ...delivery(farm, 0, { quantity_litres: 8 }), id };
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload }), 201);
    await fake.waitFor(fake.received.length, 5000);
    await eventually(
      () => messageOfCollection(id),
      (rows) => rows[0]?.status === 'sent',
    );
    const count = fake.received.length;
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload }), 200);
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload }), 200);
    await sleep(500);
    expect(fake.received.length).toBe(count);
    expect(await messageOfCollection(id)).toHaveLength(1);
  });

  it('tells a rejection and its reason, in English', async () => {
    const before = fake.received.length;
    expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/collections',
        payload: delivery(farm, 0, {
          status: 'rejected',
          rejection_reason: 'added_water',
          collected_at: '2026-03-02T17:30:00+03:00',
        }),
      }),
      201,
    );
    const [sms] = (await fake.waitFor(before + 1)).slice(before);
    expect(sms.message).toMatch(
      /^SMS COOP: Akinyi O\. #F-001 delivered 12\.5L PM 02\/03\. Rejected: Added water\. Month total [0-9.]+L\. Ref MZ[0-9A-Z]{4}\.$/,
    );
  });

  it("leaves no message when the delivery's transaction rolls back", async () => {
    const before = fake.received.length;
    const id = 'a1b2c3d4-0000-4000-8000-00000000c0de';
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO collections (id, organization_id, producer_id, location_id, quantity_litres, collected_at, shift, batch_number)
           VALUES ($1, $2, $3, $4, 10, '2026-03-03T06:00:00+03:00', 'morning', 'X-1')`,
          [id, farm.account.orgId, farm.producers[0].id, farm.centres[0].id],
        );
        expect(await queueDeliverySms(tx, runtime, id, t.db.timeZone)).toBe(true);
        throw new Error('the delivery failed after its SMS was queued');
      }),
    ).rejects.toThrow('the delivery failed');
    runtime.wake();
    await sleep(500);
    expect(fake.received.length).toBe(before);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM messages WHERE related_id = $1', [id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('sends nothing to a farmer without a phone, one who opted out, or when the organisation switched delivery SMS off', async () => {
    const before = fake.received.length;
    const none = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 2) }),
      201,
    );
    expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/user-roles/${farm.producers[0].id}`,
        payload: { delivery_sms_opt_out: true },
      }),
      200,
    );
    const optedOut = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 0) }),
      201,
    );
    expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: '/user-roles/' + farm.producers[0].id,
        payload: { delivery_sms_opt_out: false },
      }),
      200,
    );
    const settings = expectStatus(
      await t.as(farm.account, { method: 'PUT', url: '/messaging/settings', payload: { delivery_sms: false } }),
      200,
    );
    expect(settings.delivery_sms).toBe(false);
    const switchedOff = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 1) }),
      201,
    );
    expectStatus(
      await t.as(farm.account, { method: 'PUT', url: '/messaging/settings', payload: { delivery_sms: true } }),
      200,
    );
    await sleep(400);
    expect(fake.received.length).toBe(before);
    for (const made of [none, optedOut, switchedOff]) expect(await messageOfCollection(made.id)).toEqual([]);
  });
});

describe("Africa's Talking's answers", () => {
  it.each([403, 406, 409])('fails at once on recipient status %i, never trying again', async (code) => {
    const before = fake.received.length;
    fake.answer = () => ({ statusCode: code });
    const made = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 0) }),
      201,
    );
    const [message] = await eventually(
      () => messageOfCollection(made.id),
      (rows) => rows[0]?.status === 'failed',
    );
    await sleep(500);
    expect(fake.received.length - before).toBe(1);
    expect(message).toMatchObject({ status: 'failed', attempts: 1, provider_message_id: null });
    expect(message.failure_reason).toMatch(new RegExp(`\\(${code}\\)$`));
  });

  it('retries 500 and an HTTP 502 with back-off, then records the send', async () => {
    const before = fake.received.length;
    fake.answer = (_sms, index) =>
      index === before ? { statusCode: 500 } : index === before + 1 ? { http: 502 } : { statusCode: 101 };
    const made = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 1) }),
      201,
    );
    const [message] = await eventually(
      () => messageOfCollection(made.id),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(fake.received.length - before).toBe(3);
    expect(message).toMatchObject({ status: 'sent', attempts: 3, failure_reason: null, cost: 'KES 0.8000' });
  });

  it('gives up after the set number of attempts, and Resend sends it again', async () => {
    const before = fake.received.length;
    fake.answer = () => ({ statusCode: 502 });
    const made = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 1) }),
      201,
    );
    const [failed] = await eventually(
      () => messageOfCollection(made.id),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(fake.received.length - before).toBe(3);
    expect(failed.failure_reason).toBe('RejectedByGateway (502); gave up after 3 attempts');

    fake.answer = () => ({ statusCode: 101 });
    const resent = expectStatus(
      await t.as(farm.account, { method: 'POST', url: `/messages/${failed.id}/resend` }),
      200,
    );
    expect(resent).toMatchObject({ id: failed.id, status: 'queued', attempts: 0, failure_reason: null });
    const trail = expectStatus(
      await t.as(farm.account, { method: 'GET', url: `/audit-events?resource=messages&record_id=${failed.id}` }),
      200,
    );
    expect(trail.data[0]).toMatchObject({
      action: 'update',
      changes: { status: { before: 'failed', after: 'queued' } },
    });
    const [sent] = await eventually(
      () => messageOfCollection(made.id),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(sent.attempts).toBe(1);
    const again = await t.as(farm.account, { method: 'POST', url: `/messages/${failed.id}/resend` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed message can be sent again; this one is sent');
  });
});

describe('delivery reports', () => {
  const url = (token: string) => `/callbacks/africastalking/delivery-reports/${token}`;
  const report = (token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  async function sentMessage() {
    const made = expectStatus(
      await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 0) }),
      201,
    );
    const [message] = await eventually(
      () => messageOfCollection(made.id),
      (rows) => rows[0]?.status === 'sent',
    );
    return message;
  }

  it('marks a message delivered on Success, failed with the reason on Failed; a wrong token is 404 and changes nothing', async () => {
    const one = await sentMessage();
    const forged = await report('not-the-token', {
      id: one.provider_message_id,
      status: 'Failed',
      failureReason: 'Forged',
    });
    expect(forged.statusCode).toBe(404);
    expect((await messageOfCollection(one.related_id))[0].status).toBe('sent');

    const ok = await report('test-callback-token', {
      id: one.provider_message_id,
      status: 'Success',
      phoneNumber: '+254712345001',
      networkCode: '63902',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    const [delivered] = await messageOfCollection(one.related_id);
    expect(delivered).toMatchObject({ status: 'delivered', failure_reason: null });
    expect(delivered.delivered_at).toEqual(expect.any(String));
    // A late "Sent" does not take it back.
    expectStatus(await report('test-callback-token', { id: one.provider_message_id, status: 'Buffered' }), 200);
    expect((await messageOfCollection(one.related_id))[0].status).toBe('delivered');

    const two = await sentMessage();
    expectStatus(
      await report('test-callback-token', {
        id: two.provider_message_id,
        status: 'AbsentSubscriber',
        failureReason: 'AbsentSubscriber',
      }),
      200,
    );
    expect((await messageOfCollection(two.related_id))[0]).toMatchObject({
      status: 'failed',
      failure_reason: 'AbsentSubscriber',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed report, never 5xx', async () => {
    expect((await report('test-callback-token', { id: 'ATXid_nobody', status: 'Success' })).statusCode).toBe(404);
    const noStatus = await report('test-callback-token', { id: 'ATXid_nobody' });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().fields).toEqual({ status: expect.stringContaining('must be one of') });
    const badStatus = await report('test-callback-token', { id: 'x', status: 'Delivered!' });
    expect(badStatus.statusCode).toBe(400);
    expect((await report('test-callback-token', { status: 'Success' })).json().fields).toEqual({ id: 'is required' });
    const json = await t.app.inject({ method: 'POST', url: url('test-callback-token'), payload: { id: 42 } });
    expect(json.statusCode).toBe(400);
  });
});
