import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment } from '../testing/payable-payment';
import { createTestApp, multipart, type TestApp } from '../testing/test-app';
import { INFINITE_PROBLEM, NO_BOUNDARY_PROBLEM, NUL_PROBLEM } from './input-guards';

// Input PostgreSQL cannot take or the schemas let through: 400 naming the field, never 500.
let t: TestApp;
let farm: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Guard', 1);
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.as(farm.account, { method, url, payload });
const refusal = (response: { statusCode: number; json(): { fields?: Record<string, string> } }) => ({
  status: response.statusCode,
  fields: response.json().fields,
});

describe('NUL characters', () => {
  it('are refused in any body field, nested ones and keys included, naming each', async () => {
    const response = await request('POST', '/users', {
      username: 'nul\u0000user',
      email: 'nul@example.test',
      password: 'correct-horse-battery',
      contact_info: { phone: '+254\u0000', address: 'Limuru' },
    });
    expect(refusal(response)).toEqual({
      status: 400,
      fields: { username: NUL_PROBLEM, 'contact_info.phone': NUL_PROBLEM },
    });
    expect(response.json().message).toBe(`username ${NUL_PROBLEM}; contact_info.phone ${NUL_PROBLEM}`);
    const inList = await request('POST', '/routes', { name: 'Loop', start_times: ['06:00', '07:00\u0000'] });
    expect(refusal(inList)).toEqual({ status: 400, fields: { 'start_times.1': NUL_PROBLEM } });
    const inKey = await request('PUT', `/user-roles/${farm.driverId}`, { profile: { 'x\u0000': 'y' } });
    expect(refusal(inKey)).toEqual({ status: 400, fields: { 'profile.x\u0000': NUL_PROBLEM } });
  });

  it.each(['q', 'filter', 'sort', 'populate', 'columns'])('are refused in the query parameter %s', async (name) => {
    const response = await request('GET', `/collections?${name}=a%00b`);
    expect(refusal(response)).toEqual({ status: 400, fields: { [name]: NUL_PROBLEM } });
    const exported = await request(
      'GET',
      `/reports/collection-schedule?format=csv&${name === 'populate' ? 'q' : name}=%00`,
    );
    expect(exported.statusCode).toBe(400);
  });

  it('are refused in path ids and in sign-in forms', async () => {
    expect(refusal(await request('GET', `/collections/${farm.tripId}%00`))).toEqual({
      status: 400,
      fields: { id: NUL_PROBLEM },
    });
    const form = multipart({ username: 'admin\u0000@example.test', password: 'x' });
    const signIn = await t.app.inject({ method: 'POST', url: '/token', ...form });
    expect(refusal(signIn)).toEqual({ status: 400, fields: { username: NUL_PROBLEM } });
  });
});

describe('multipart bodies', () => {
  it.each(['/token', '/files', '/locations'])('without a boundary are a 400 naming the body on %s', async (url) => {
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; charset=utf-8',
    ]) {
      const response = await t.as(farm.account, {
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload: 'username=a',
      });
      expect(refusal(response)).toEqual({ status: 400, fields: { body: NO_BOUNDARY_PROBLEM } });
    }
    const garbled = await t.as(farm.account, {
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
    });
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
  });
});

describe('offset and limit', () => {
  it.each([
    ['offset', 'Infinity', INFINITE_PROBLEM],
    ['offset', '1e400', INFINITE_PROBLEM],
    ['offset', 'NaN', 'must be an integer'],
    ['offset', '-1', 'must be >= 0'],
    ['offset', '2147483648', 'must be <= 2147483647'],
    ['limit', 'Infinity', INFINITE_PROBLEM],
    ['limit', '-Infinity', INFINITE_PROBLEM],
    ['limit', '1e400', INFINITE_PROBLEM],
    ['limit', '0', 'must be >= 1'],
    ['limit', '99999999999', 'must be <= 1000'],
  ])('%s=%s is a 400 naming it', async (name, value, problem) => {
    for (const url of ['/collections', '/reports/farmers-profile', '/users']) {
      expect(refusal(await request('GET', `${url}?${name}=${value}`))).toEqual({
        status: 400,
        fields: { [name]: problem },
      });
    }
  });

  it('refuses numbers that are not finite in JSON bodies, and text for a number', async () => {
    const body = JSON.stringify(delivery(farm, 0, { quantity_litres: 1 })).replace(
      '"quantity_litres":1',
      '"quantity_litres":1e400',
    );
    const raw = await t.as(farm.account, {
      method: 'POST',
      url: '/collections',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(refusal(raw)).toEqual({ status: 400, fields: { quantity_litres: INFINITE_PROBLEM } });
    const text = await request('POST', '/collections', delivery(farm, 0, { quantity_litres: 'Infinity' }));
    expect(refusal(text)).toEqual({ status: 400, fields: { quantity_litres: 'must be a number' } });
  });
});

describe('dates and date-times', () => {
  const DATE_TIME = 'must be a date-time such as 2026-03-01T08:00 (years 1900-2100, zone within ±14:00)';
  const DATE = 'must be a date such as 2026-03-01 (years 1900-2100)';

  it.each([
    '2026-03-01T08:00:00+99:00',
    '2026-03-01T08:00:00-14:30',
    '1000-06-01T08:00:00Z',
    '2101-01-01T00:00',
    '1899-12-31T23:59',
    '2026-02-29T08:00',
    '1900-02-29T08:00',
    '2026-04-31T08:00',
    '2026-03-01T24:00',
  ])('refuses the date-time %s naming the field', async (value) => {
    const response = await request('POST', '/collections', delivery(farm, 0, { collected_at: value }));
    expect(refusal(response)).toEqual({ status: 400, fields: { collected_at: DATE_TIME } });
  });

  it.each(['2024-02-29T08:00', '2000-02-29T23:59:59.5+14:00', '1900-01-01T00:00-12:00', '2100-12-31 18:00+0300'])(
    'takes the date-time %s',
    async (value) => {
      expectStatus(await request('POST', '/collections', delivery(farm, 0, { collected_at: value })), 201);
    },
  );

  it('reads back a date-time of 1900, when Nairobi kept local mean time (+02:27:16)', async () => {
    const made = expectStatus(
      await request(
        'POST',
        '/collections',
        delivery(farm, 0, { collected_at: '1900-01-01T00:00-12:00', batch_number: 'LMT-1900' }),
      ),
      201,
    );
    expect(made.collected_at).toBe('1900-01-01T12:00:00.000Z');
    const listed = expectStatus(await request('GET', '/collections?filter=batch_number:LMT-1900'), 200);
    expect(listed.data.map((row: { collected_at: string }) => row.collected_at)).toEqual(['1900-01-01T12:00:00.000Z']);
  });

  it('refuses a paid_at of year 1000, and the payments list still answers', async () => {
    const { id } = await insertPayablePayment(t.db, {
      organizationId: farm.account.orgId,
      producerId: farm.producers[0].id,
    });
    const payout = {
      amount_paid: 1,
      payment_method: 'mobile_money',
      transaction_reference: 'Y1000',
      paid_at: '1000-01-01T08:00',
    };
    expect(refusal(await request('POST', `/payments/${id}/process`, payout))).toEqual({
      status: 400,
      fields: { paid_at: DATE_TIME },
    });
    expect((await request('GET', '/payments')).statusCode).toBe(200);
  });

  it.each(['2026-02-30', '1000-01-01', '2101-01-01', '0000-01-01'])(
    'refuses the day %s in bodies, profiles and report periods',
    async (value) => {
      const { id } = await insertPayablePayment(t.db, {
        organizationId: farm.account.orgId,
        producerId: farm.producers[0].id,
      });
      const payment = await request('PUT', `/payments/${id}`, { due_date: value });
      expect(refusal(payment)).toEqual({ status: 400, fields: { due_date: DATE } });
      const profile = await request('PUT', `/user-roles/${farm.driverId}`, { profile: { date_of_birth: value } });
      expect(refusal(profile)).toEqual({ status: 400, fields: { 'profile.date_of_birth': DATE } });
      expect(refusal(await request('GET', `/reports/summary?from=${value}`))).toEqual({
        status: 400,
        fields: { from: DATE },
      });
    },
  );

  it('refuses filter days outside 1900-2100 or with impossible zones', async () => {
    for (const value of ['1000-01-01', '2026-03-01T08:00:00+99:00']) {
      const response = await request('GET', `/collections?filter=collected_at:${encodeURIComponent(value)}`);
      expect(refusal(response)).toEqual({
        status: 400,
        fields: { filter: `collected_at must be a date, got "${value}"` },
      });
    }
  });
});

it('knows no relation named like an object property', async () => {
  for (const name of ['__proto__', 'constructor', 'toString']) {
    const response = await request('GET', `/collections?populate=${name}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.populate).toMatch(/^relation ".*" is unknown/);
  }
});
