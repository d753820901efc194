import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { assertAcceptablePassword } from './password-policy';

describe('assertAcceptablePassword', () => {
  const problemWith = (password: string) => {
    try {
      assertAcceptablePassword('new_password', password);
      return null;
    } catch (error) {
      return { status: (error as { statusCode: number }).statusCode, fields: (error as { fields: unknown }).fields };
    }
  };

  it('accepts ten characters or more that are not a common password', () => {
    expect(problemWith('correct-horse-battery')).toBeNull();
    expect(problemWith('Maziwa-2026')).toBeNull();
    expect(problemWith('ten chars!')).toBeNull();
  });

  it('refuses short, blank and common passwords with a 400 naming the field', () => {
    expect(problemWith('nine char')).toEqual({
      status: 400,
      fields: { new_password: 'must be at least 10 characters' },
    });
    expect(problemWith(' '.repeat(12))).toEqual({ status: 400, fields: { new_password: 'must not be only spaces' } });
    for (const common of ['password123', '1234567890', 'qwertyuiop', 'maziwa2026', 'PassWord123', ' QWERTYUIOP ']) {
      expect(problemWith(common)).toEqual({
        status: 400,
        fields: { new_password: 'is one of the most common passwords; choose one that is harder to guess' },
      });
    }
  });
});

describe('the rules on every endpoint that sets a password', () => {
  let t: TestApp;
  let admin: Account;
  let clerkRoleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.registerAccount('Policy');
    clerkRoleId = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:user' })).json().data[0].id;
  });
  afterAll(() => t.close());

  const COMMON = 'is one of the most common passwords; choose one that is harder to guess';
  const person = (n: number, password: string) => ({
    username: `Amani-${n}`,
    first_name: 'Amani',
    last_name: `Wanjiru${n}`,
    email: `amani${n}@policy.test`,
    password,
  });

  it('POST /register', async () => {
    const payload = {
      email: 'owner@policy.test',
      first_name: 'Neema',
      last_name: 'Achieng',
      organization_name: 'Policy Two',
    };
    const common = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, password: 'Password123' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: `password ${COMMON}`, fields: { password: COMMON } });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, password: ' '.repeat(10) },
    });
    expect(blank.json()).toMatchObject({ statusCode: 400, fields: { password: 'must not be only spaces' } });
    const short = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, password: 'nine-char' },
    });
    expect(short.json()).toMatchObject({ statusCode: 400, fields: { password: 'must be at least 10 characters' } });
    // Nothing was created by the refusals.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...payload, password: 'a-long-enough-one' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('POST /users and the new person of POST /user-roles', async () => {
    const user = await t.as(admin, { method: 'POST', url: '/users', payload: person(1, 'qwertyuiop') });
    expect(user.statusCode).toBe(400);
    expect(user.json().fields).toEqual({ password: COMMON });

    const link = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: { role_id: clerkRoleId, status: 'active', user: person(2, '1234567890') },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().fields).toEqual({ 'user.password': COMMON });
    const short = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: { role_id: clerkRoleId, user: person(2, 'short-one') },
    });
    expect(short.json().fields).toEqual({ 'user.password': 'must be at least 10 characters' });
    const users = await t.as(admin, { method: 'GET', url: '/users?q=amani' });
    expect(users.json().total).toBe(0);
  });

  it('POST /users/:id/password (your own)', async () => {
    const url = `/users/${admin.userId}/password`;
    const common = await t.as(admin, {
      method: 'POST',
      url,
      payload: { old_password: admin.password, new_password: 'maziwa2026' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ new_password: COMMON });
    // The old password still signs in: nothing changed.
    await expect(t.signIn(admin.email, admin.password)).resolves.toEqual(expect.any(String));
  });
});
