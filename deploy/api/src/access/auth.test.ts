import { ALL_PERMISSIONS } from '../auth/permissions';
import { SignJWT } from 'jose';
import { allKeys, createTestApp, multipart, TEST_JWT_SECRET, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Auth');
});
afterAll(() => t.close());

describe('POST /token', () => {
  it('signs in with the multipart form the console sends', async () => {
    const form = multipart({ username: admin.email, password: admin.password });
    const response = await t.app.inject({ method: 'POST', url: '/token', ...form });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 8 * 3600 });
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it('accepts urlencoded and JSON bodies, and any case of the email', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: admin.email.toUpperCase(), password: admin.password }).toString(),
    });
    expect(urlencoded.statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/token',
      payload: { username: admin.email, password: admin.password },
    });
    expect(json.statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/token',
      ...multipart({ username: admin.email, password: 'nope-nope' }),
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/token',
      ...multipart({ username: 'nobody@example.test', password: 'x' }),
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Incorrect email or password',
      });
    }
  });

  it('names a missing field with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/token', ...multipart({ username: admin.email }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'password is required', fields: { password: 'is required' } });
    const empty = await t.app.inject({ method: 'POST', url: '/token' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/username is required/);
  });
});

describe('GET /users/me', () => {
  it('returns the signed-in user with organisations and roles, never a password', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/users/me' });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me).toEqual({
      id: admin.userId,
      email: admin.email,
      username: 'Auth-Admin',
      first_name: 'Auth',
      last_name: 'Admin',
      avatarUrl: null,
      organization_ids: [admin.orgId],
      role: 'admin',
      roles: ['admin'],
      time_zone: 'Africa/Nairobi',
      permissions: ALL_PERMISSIONS,
    });
    expect([...allKeys(me)].some((k) => /password/i.test(k))).toBe(false);
  });

  it('answers 401 without, with a malformed, a forged or an expired token', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.userId)
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.userId)
      .setJti('y')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const none = await t.app.inject({ method: 'GET', url: '/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    for (const token of ['not-a-jwt', forged, expired]) {
      const response = await t.as(token, { method: 'GET', url: '/users/me' });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('POST /logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const token = await t.signIn(admin.email, admin.password);
    const other = await t.signIn(admin.email, admin.password);
    expect((await t.as(token, { method: 'POST', url: '/logout' })).statusCode).toBe(204);
    expect((await t.as(token, { method: 'GET', url: '/users/me' })).statusCode).toBe(401);
    expect((await t.as(token, { method: 'POST', url: '/logout' })).statusCode).toBe(401);
    expect((await t.as(other, { method: 'GET', url: '/users/me' })).statusCode).toBe(200);
  });
});

describe('POST /register', () => {
  const payload = {
    email: 'New.Owner@Example.test',
    password: 'long-enough-1',
    first_name: 'Neema',
    last_name: 'Achieng',
    organization_name: 'Neema Dairy',
  };

  it('creates an organisation with the standard roles and its admin', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/register', payload });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: 'new.owner@example.test',
      first_name: 'Neema',
      last_name: 'Achieng',
      is_active: true,
    });
    expect([...allKeys(user)].some((k) => /password/i.test(k))).toBe(false);

    const token = await t.signIn('new.owner@example.test', payload.password);
    const roles = await t.as(token, { method: 'GET', url: '/roles?sort=name' });
    expect(
      roles
        .json()
        .data.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Driver', 'Producer', 'QA/Collector', 'admin', 'user'].sort());
    const me = await t.as(token, { method: 'GET', url: '/users/me' });
    expect(me.json()).toMatchObject({ role: 'admin', organization_ids: user.organization_ids });
  });

  it('refuses an email already registered with 409 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, email: 'NEW.OWNER@example.test' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ statusCode: 409, fields: { email: 'is already registered' } });
  });

  it('checks the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, email: 'x', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ email: 'must be a valid email' });
    const short = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, email: 'a@b.test', password: 'short' },
    });
    expect(short.json()).toMatchObject({ message: 'password must be at least 10 characters' });
  });
});

describe('POST /users/:id/password', () => {
  it('changes your own password after checking the old one', async () => {
    const me = await t.registerAccount('Password');
    const url = `/users/${me.userId}/password`;
    const wrong = await t.as(me, {
      method: 'POST',
      url,
      payload: { old_password: 'wrong-one', new_password: 'brand-new-secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ old_password: 'is incorrect' });

    const ok = await t.as(me, {
      method: 'POST',
      url,
      payload: { old_password: me.password, new_password: 'brand-new-secret' },
    });
    expect(ok.statusCode).toBe(204);
    await expect(t.signIn(me.email, me.password)).rejects.toThrow();
    await expect(t.signIn(me.email, 'brand-new-secret')).resolves.toEqual(expect.any(String));
  });

  it("refuses to change someone else's password", async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: `/users/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/password`,
      payload: { old_password: 'whatever', new_password: 'whatever-else' },
    });
    expect(response.statusCode).toBe(403);
  });
});

it('requires a token on every other route', async () => {
  for (const url of [
    '/users',
    '/roles',
    '/permissions',
    '/user-roles',
    '/locations',
    '/routes',
    '/trips',
    '/reports/driver-management',
  ]) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
  }
});
