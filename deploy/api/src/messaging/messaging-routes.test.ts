import { buildApp } from '../app';
import { normaliseKenyanPhone } from '../domain/kenyan-phone';
import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { addMember, roleId } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { readMessagingConfig } from './config';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Kenyan mobile numbers (issue 32)', () => {
  it('normalises the ways people write them to 2547XXXXXXXX / 2541XXXXXXXX', () => {
    expect(
      ['0712 345 678', '+254712345678', '254712345678', '0112345678', '+254 712-345-678', ' 0722.000.111 '].map(
        normaliseKenyanPhone,
      ),
    ).toEqual(['254712345678', '254712345678', '254712345678', '254112345678', '254712345678', '254722000111']);
  });

  it('refuses what is not one', () => {
    for (const bad of ['12345', '0712 345 67', '07123456789', '+255712345678', '0212345678', 'call me', '+254', ''])
      expect([bad, normaliseKenyanPhone(bad)]).toEqual([bad, null]);
  });
});

describe('the simulator', () => {
  it('is refused in production, so the API does not start', async () => {
    expect(() => readMessagingConfig({ MAZIWA_PROVIDER_SIMULATOR: '1', NODE_ENV: 'production' })).toThrow(
      'MAZIWA_PROVIDER_SIMULATOR=1 is refused with NODE_ENV=production',
    );
    const t = await createTestApp();
    try {
      await expect(
        buildApp({
          db: t.db,
          jwtSecret: 'x'.repeat(40),
          messaging: { env: { MAZIWA_PROVIDER_SIMULATOR: '1', NODE_ENV: 'production' } },
        }),
      ).rejects.toThrow('refused with NODE_ENV=production');
    } finally {
      await t.close();
    }
  });
});

describe('without an SMS provider', () => {
  let t: TestApp;
  let farm: Farm;
  let clerk: Account;
  let qa: Account;

  beforeAll(async () => {
    t = await createTestApp();
    farm = await createFarm(t, 'Quiet Coop', 1);
    clerk = await addMember(t, farm.account, 'user');
    qa = await addMember(t, farm.account, 'QA/Collector');
  });
  afterAll(() => t?.close());

  it("normalises a farmer's phone, refuses one that is not a Kenyan mobile, leaves staff numbers as typed", async () => {
    const producer = await roleId(t, farm.account, 'Producer');
    const farmer = (phone: string, n: number) =>
      t.as(farm.account, {
        method: 'POST',
        url: '/user-roles',
        payload: {
          role_id: producer,
          member_id: `F-9${n}`,
          sms_language: 'sw',
          delivery_sms_opt_out: true,
          user: {
            username: `phone-${n}`,
            first_name: 'Phone',
            last_name: `Farmer${n}`,
            email: `phone.${n}@quiet.test`,
            password: 'placeholder-1',
            contact_info: { phone },
          },
        },
      });
    const made = expectStatus(await farmer('0712 345 678', 1), 201);
    expect(made).toMatchObject({ sms_language: 'sw', delivery_sms_opt_out: true });
    const person = expectStatus(await t.as(farm.account, { method: 'GET', url: `/users/${made.user_id}` }), 200);
    expect(person.contact_info.phone).toBe('254712345678');

    const refused = await farmer('call me', 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'user.contact_info.phone': 'must be a Kenyan mobile number such as 0712 345 678 or +254712345678',
    });
    const edit = await t.as(farm.account, {
      method: 'PUT',
      url: `/user-roles/${made.id}`,
      payload: { user: { contact_info: { phone: '+44 20 7946 0000' } } },
    });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(edit.json().fields)).toEqual(['user.contact_info.phone']);

    const driver = expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/user-roles',
        payload: {
          role_id: await roleId(t, farm.account, 'Driver'),
          user: {
            username: 'abroad',
            first_name: 'Abroad',
            last_name: 'Driver',
            email: 'abroad@quiet.test',
            password: 'placeholder-1',
            contact_info: { phone: '+44 20 7946 0000' },
          },
        },
      }),
      201,
    );
    expect(driver).toMatchObject({ sms_language: 'en', delivery_sms_opt_out: false });
  });

  it('queues nothing for a delivery and says why delivery SMS cannot be on', async () => {
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload: delivery(farm, 0) }), 201);
    expect(expectStatus(await t.as(farm.account, { method: 'GET', url: '/messages' }), 200)).toEqual({
      data: [],
      total: 0,
      limit: 100,
      offset: 0,
    });
    const settings = expectStatus(await t.as(farm.account, { method: 'GET', url: '/messaging/settings' }), 200);
    const reason = 'SMS is not configured: AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are not set';
    expect(settings).toMatchObject({
      delivery_sms: false,
      payment_sms: false,
      default_language: 'en',
      cannot_enable: { delivery_sms: reason, payment_sms: reason },
      delivery_report_url: null,
    });
    expect(settings.providers[0]).toEqual({
      kind: 'sms',
      name: 'SMS',
      label: 'Not configured',
      configured: false,
      simulator: false,
      reason: 'AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are not set',
      paused_reason: null,
      own_account: null,
    });
    // M-Pesa as this process has it (none in this test), never "not available".
    expect(settings.providers[2]).toMatchObject({ kind: 'mpesa', configured: false, paused_reason: null });
    const on = await t.as(farm.account, { method: 'PUT', url: '/messaging/settings', payload: { delivery_sms: true } });
    expect(on.statusCode).toBe(400);
    expect(on.json().fields).toEqual({ delivery_sms: reason });
    const test = await t.as(farm.account, {
      method: 'POST',
      url: '/messaging/test-sms',
      payload: { phone: '0712345678' },
    });
    expect(test.statusCode).toBe(503);
    expect(test.json().message).toBe(`${reason}: nothing can be sent`);
  });

  it('keeps the sender ID, helpline and default language, refusing bad ones by field', async () => {
    const saved = expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/messaging/settings?org_id=${farm.account.orgId}`,
        payload: { sender_id: 'MAZIWA', helpline: '0700000000', default_language: 'sw' },
      }),
      200,
    );
    expect(saved).toMatchObject({ sender_id: 'MAZIWA', helpline: '0700000000', default_language: 'sw' });
    expect(expectStatus(await t.as(farm.account, { method: 'GET', url: '/messaging/settings' }), 200)).toMatchObject({
      sender_id: 'MAZIWA',
      helpline: '0700000000',
      default_language: 'sw',
    });
    for (const [field, value] of [
      ['sender_id', 'MAZIWA-COOP-LTD'],
      ['helpline', 'call us'],
    ]) {
      const bad = await t.as(farm.account, { method: 'PUT', url: '/messaging/settings', payload: { [field]: value } });
      expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, [field]]);
    }
    const phone = await t.as(farm.account, { method: 'POST', url: '/messaging/test-sms', payload: { phone: '12345' } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fields).toEqual({
      phone: 'must be a Kenyan mobile number such as 0712 345 678 or +254712345678',
    });
  });

  it('lets the office clerk read messages, and only admins resend or change the settings', async () => {
    expect((await t.as(clerk, { method: 'GET', url: '/messages' })).statusCode).toBe(200);
    const someId = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[Account, string, string, string]> = [
      [clerk, 'POST', `/messages/${someId}/resend`, 'You do not have permission to resend messages'],
      [clerk, 'GET', '/messaging/settings', 'You do not have permission to read messaging settings'],
      [clerk, 'PUT', '/messaging/settings', 'You do not have permission to update messaging settings'],
      [clerk, 'POST', '/messaging/test-sms', 'You do not have permission to update messaging settings'],
      [qa, 'GET', '/messages', 'You do not have permission to read messages'],
    ];
    for (const [who, method, url, message] of cases) {
      const response = await t.as(who, { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect([method, url, response.statusCode, response.json().message]).toEqual([method, url, 403, message]);
    }
    const me = expectStatus(await t.as(clerk, { method: 'GET', url: '/users/me' }), 200);
    expect(me.permissions).toContain('messages:read');
    expect(me.permissions).not.toContain('messages:resend');
  });

  it("answers 404 for another organisation's message, 409 for one not failed, 503 without a provider", async () => {
    const other = await t.registerAccount('Other Coop');
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO messages (organization_id, event, recipient, body, idempotency_key, status)
       VALUES ($1, 'test', '254700000001', 'x', 'a', 'failed'), ($2, 'test', '254700000002', 'y', 'b', 'delivered')
       RETURNING id`,
      [other.orgId, farm.account.orgId],
    );
    expect((await t.as(farm.account, { method: 'POST', url: `/messages/${rows[0].id}/resend` })).statusCode).toBe(404);
    expect((await t.as(farm.account, { method: 'POST', url: `/messages/${rows[1].id}/resend` })).statusCode).toBe(409);
    // A failed one of yours, with no provider to send it: 503, and it stays failed.
    await t.db.query(`UPDATE messages SET status = 'failed' WHERE id = $1`, [rows[1].id]);
    const unavailable = await t.as(farm.account, { method: 'POST', url: `/messages/${rows[1].id}/resend` });
    expect([unavailable.statusCode, unavailable.json().message]).toEqual([
      503,
      'SMS is not configured: AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY are not set: nothing can be sent',
    ]);
    expect(expectStatus(await t.as(farm.account, { method: 'GET', url: `/messages/${rows[1].id}` }), 200).status).toBe(
      'failed',
    );
    await t.db.query(`UPDATE messages SET status = 'delivered' WHERE id = $1`, [rows[1].id]);
    expect((await t.as(farm.account, { method: 'GET', url: `/messages/${rows[0].id}` })).statusCode).toBe(404);
    const own = expectStatus(await t.as(farm.account, { method: 'GET', url: `/messages/${rows[1].id}` }), 200);
    expect(own).toMatchObject({ status: 'delivered', farmer_name: null, member_number: null, cost: null });
  });
});

describe('with the simulator (pnpm start)', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp({
      messaging: { env: { MAZIWA_PROVIDER_SIMULATOR: '1' }, pollMs: 100, simulatorReportMs: 100 },
    });
    admin = await t.registerAccount('Sim Coop');
  });
  afterAll(() => t?.close());

  it('sends a test SMS that shows queued, then delivered with its cost', async () => {
    const settings = expectStatus(await t.as(admin, { method: 'GET', url: '/messaging/settings' }), 200);
    expect(settings).toMatchObject({ delivery_sms: true, payment_sms: true, cannot_enable: {} });
    expect(settings.providers[0]).toMatchObject({ kind: 'sms', label: 'Simulator', configured: true, simulator: true });
    const queued = expectStatus(
      await t.as(admin, { method: 'POST', url: '/messaging/test-sms', payload: { phone: '0712 000 111' } }),
      201,
    );
    expect(queued).toMatchObject({ event: 'test', status: 'queued', recipient: '254712000111', farmer_id: null });
    expect(queued.body).toBe('SIM COOP DAIRY: This is a test message from Maziwa. SMS notifications work.');
    let message = queued;
    for (let i = 0; i < 60 && message.status !== 'delivered'; i++) {
      await sleep(50);
      message = expectStatus(await t.as(admin, { method: 'GET', url: `/messages/${queued.id}` }), 200);
    }
    expect(message).toMatchObject({ status: 'delivered', provider: 'simulator', cost: 'KES 0.8000', attempts: 1 });
    const listed = expectStatus(
      await t.as(admin, { method: 'GET', url: '/messages?event=test&status=delivered' }),
      200,
    );
    expect(listed.data.map((m: { id: string }) => m.id)).toEqual([queued.id]);
    expect(expectStatus(await t.as(admin, { method: 'GET', url: '/messages?event=delivery' }), 200).total).toBe(0);
  });
});
