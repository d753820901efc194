import { SignJWT } from 'jose';
import { createTestApp, TEST_JWT_SECRET, type Account, type TestApp } from '../testing/test-app';
import { DEPTH_PROBLEM, UTF8_PROBLEM } from './json-body';
import { CONTROL_PROBLEM, INFINITE_PROBLEM, LINE_BREAK_PROBLEM, NUL_PROBLEM, SURROGATE_PROBLEM } from './request-text';

// What is stored is what was sent, or it is refused with a 400 naming the field; nothing
// a caller sends reaches a 500. Each refusal below also leaves the roles as they were.
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Refusals');
});
afterAll(() => t.close());

const json = (payload: string) =>
  t.as(admin, { method: 'POST', url: '/roles', headers: { 'content-type': 'application/json' }, payload });
const roleCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM roles WHERE organization_id = $1', [admin.orgId]))
    .rows[0].n;
const refusal = (response: { statusCode: number; json(): { fields?: Record<string, string> } }) => ({
  status: response.statusCode,
  fields: response.json().fields,
});

describe('bodies nested too deep', () => {
  it.each([
    ['100,000 arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['5,000 objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    [
      '33 levels under a real field',
      `{"name":"Deep","description":"x","permissions":${'['.repeat(33)}${']'.repeat(33)}}`,
    ],
  ])('%s: 400 naming the limit, nothing stored', async (_label, payload) => {
    const before = await roleCount();
    for (const url of ['/roles', '/collections', '/payments/process', `/users/${admin.userId}/roles`]) {
      const method = url.endsWith('/roles') && url.startsWith('/users') ? 'PUT' : 'POST';
      const response = await t.as(admin, { method, url, headers: { 'content-type': 'application/json' }, payload });
      expect(refusal(response)).toEqual({ status: 400, fields: { body: DEPTH_PROBLEM } });
    }
    expect(await roleCount()).toBe(before);
  });

  it('takes brackets inside text as text', async () => {
    const response = await json(JSON.stringify({ name: `Brackets ${'['.repeat(40)}`, description: '{'.repeat(40) }));
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe(`Brackets ${'['.repeat(40)}`);
  });
});

describe('numbers where text is expected', () => {
  it.each([
    ['1e309', INFINITE_PROBLEM],
    ['-1e309', INFINITE_PROBLEM],
    ['123456789012345678901234567890', 'must be a string'],
    ['12', 'must be a string'],
    ['true', 'must be a string'],
  ])('name: %s is a 400 naming the field, nothing stored', async (raw, problem) => {
    const before = await roleCount();
    expect(refusal(await json(`{"name":${raw}}`))).toEqual({ status: 400, fields: { name: problem } });
    expect(await roleCount()).toBe(before);
  });

  it('refuses text where a JSON body expects a number, rather than reading it', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/routes?limit=1' });
    expect(response.statusCode).toBe(200);
    const made = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: { name: 'Text km', location_ids: [], distance: '30' },
    });
    expect(refusal(made)).toEqual({ status: 400, fields: { distance: 'must be a number' } });
  });

  it('still reads numbers from query strings, and refuses a query number that is not finite', async () => {
    expect((await t.as(admin, { method: 'GET', url: '/roles?limit=5' })).json().limit).toBe(5);
    expect(refusal(await t.as(admin, { method: 'GET', url: '/roles?limit=1e309' }))).toEqual({
      status: 400,
      fields: { limit: INFINITE_PROBLEM },
    });
  });
});

describe('text that is not what a person typed', () => {
  it.each([
    ['a lone surrogate', 'x\\udfff\\ud800', SURROGATE_PROBLEM],
    ['a C0 control character', '\\u0001\\u001f', CONTROL_PROBLEM],
    ['a C1 control character', 'Milk\\u0085', CONTROL_PROBLEM],
    ['a NUL', 'a\\u0000b', NUL_PROBLEM],
    ['a line break in a one-line field', 'Two\\nlines', LINE_BREAK_PROBLEM],
    ['a tab in a one-line field', 'Tab\\there', LINE_BREAK_PROBLEM],
  ])('%s is a 400 naming the field, nothing stored', async (_label, escaped, problem) => {
    const before = await roleCount();
    expect(refusal(await json(`{"name":"${escaped}"}`))).toEqual({ status: 400, fields: { name: problem } });
    expect(await roleCount()).toBe(before);
  });

  it('names a bad key and a bad item inside a list', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: { name: 'Keys', location_ids: [], start_times: ['06:00', '07:00\u0007'] },
    });
    expect(refusal(response)).toEqual({ status: 400, fields: { 'start_times.1': CONTROL_PROBLEM } });
  });

  it('keeps tabs and line breaks in multi-line notes', async () => {
    const response = await json(
      JSON.stringify({ name: 'Multi-line', description: 'First line\n\tSecond line\r\nThird' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe('First line\n\tSecond line\r\nThird');
  });

  it('refuses a body whose bytes are not UTF-8', async () => {
    const payload = Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const before = await roleCount();
    expect(
      refusal(
        await t.as(admin, { method: 'POST', url: '/roles', headers: { 'content-type': 'application/json' }, payload }),
      ),
    ).toEqual({
      status: 400,
      fields: { body: UTF8_PROBLEM },
    });
    expect(await roleCount()).toBe(before);
  });

  it('stores names in Unicode NFC, so one name typed two ways is found by either', async () => {
    const decomposed = 'Wanjiku\u0303'; // u + combining tilde
    const made = await json(JSON.stringify({ name: decomposed }));
    expect(made.statusCode).toBe(201);
    expect(made.json().name).toBe('Wanjik\u0169');
    const found = await t.as(admin, { method: 'GET', url: `/roles?q=${encodeURIComponent(decomposed)}` });
    expect(found.json().data.map((role: { name: string }) => role.name)).toEqual(['Wanjik\u0169']);
  });
});

describe('token claims', () => {
  const sign = (claims: Record<string, unknown>, subject = admin.userId) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setJti('6f7a1c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));

  it.each([
    ['a string ver', { ver: '0' }, undefined],
    ['no ver', {}, undefined],
    ['a fractional ver', { ver: 0.5 }, undefined],
    ['a sub that is no account id', { ver: 0 }, 'admin'],
  ])('signed with the real key but with %s: 401', async (_label, claims, subject) => {
    const token = await sign(claims, subject);
    expect((await t.as(token, { method: 'GET', url: '/users/me' })).statusCode).toBe(401);
  });

  it('a well-formed token of the same account is accepted (the test signs as the API does)', async () => {
    const token = await sign({ ver: 0 });
    expect((await t.as(token, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
  });
});
