import type { InjectOptions } from 'fastify';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { resolveSignInLimits } from './sign-in-throttle';

const TOO_MANY = {
  statusCode: 429,
  error: 'Too Many Requests',
  message: 'Too many failed attempts; try again in 15 minutes',
};

function expectRefused(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('per account (default limits: 10 failures in 15 minutes)', () => {
  let t: TestApp;
  let victim: Account;
  let bystander: Account;

  beforeAll(async () => {
    t = await createTestApp();
    victim = await t.registerAccount('Victim');
    bystander = await t.registerAccount('Bystander');
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress });

  it('refuses the 11th failed sign-in of an account, even with the right password, while others sign in', async () => {
    for (let i = 0; i < 9; i += 1) expect((await signIn(victim.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    // A success in between costs nothing: the 10th failure is still answered normally.
    expect((await signIn(victim.email, victim.password)).statusCode).toBe(200);
    expect((await signIn(victim.email, 'wrong-guess-9')).statusCode).toBe(401);

    expectRefused(await signIn(victim.email, 'wrong-guess-10'));
    expectRefused(await signIn(victim.email.toUpperCase(), victim.password, '203.0.113.9'));
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('counts failed registrations of one email', async () => {
    const payload = {
      email: bystander.email,
      password: 'a-long-enough-one',
      first_name: 'A',
      last_name: 'B',
      organization_name: 'Copy',
    };
    const register = () => t.app.inject({ method: 'POST', url: '/register', payload, remoteAddress: '192.0.2.44' });
    for (let i = 0; i < 10; i += 1) expect((await register()).statusCode).toBe(409);
    expectRefused(await register());
  });

  it('counts wrong current passwords of a password change, and not the attempts of someone without a token', async () => {
    const me = await t.registerAccount('Changer');
    const change = (options: Partial<InjectOptions> = {}) => ({
      method: 'POST' as const,
      url: `/users/${me.userId}/password`,
      payload: { old_password: 'not-my-password', new_password: 'a-brand-new-secret' },
      remoteAddress: '192.0.2.50',
      ...options,
    });
    for (let i = 0; i < 12; i += 1) expect((await t.app.inject(change())).statusCode).toBe(401);
    for (let i = 0; i < 10; i += 1) expect((await t.as(me, change())).statusCode).toBe(400);
    expectRefused(
      await t.as(me, change({ payload: { old_password: me.password, new_password: 'a-brand-new-secret' } })),
    );
  });
});

describe('per client address', () => {
  let t: TestApp;
  let account: Account;

  beforeAll(async () => {
    t = await createTestApp({ signInLimits: { perIp: 3 } });
    account = await t.registerAccount('Office');
  });
  afterAll(() => t.close());

  it('refuses an address after its failures on any account, and only that address', async () => {
    const signIn = (username: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress });
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test'])
      expect((await signIn(email, 'guess-guess', '10.1.1.1')).statusCode).toBe(401);
    expectRefused(await signIn(account.email, account.password, '10.1.1.1'));
    expect((await signIn(account.email, account.password, '10.2.2.2')).statusCode).toBe(200);
  });
});

describe('resolveSignInLimits', () => {
  afterEach(() => {
    delete process.env.MAZIWA_SIGN_IN_FAILURES_PER_ACCOUNT;
    delete process.env.MAZIWA_SIGN_IN_FAILURES_PER_IP;
  });

  it('takes the environment, and options over it', () => {
    expect(resolveSignInLimits()).toEqual({ perAccount: 10, perIp: 100, windowMs: 900_000 });
    process.env.MAZIWA_SIGN_IN_FAILURES_PER_ACCOUNT = '5';
    process.env.MAZIWA_SIGN_IN_FAILURES_PER_IP = '50';
    expect(resolveSignInLimits()).toEqual({ perAccount: 5, perIp: 50, windowMs: 900_000 });
    expect(resolveSignInLimits({ perIp: 7, perAccount: undefined })).toEqual({
      perAccount: 5,
      perIp: 7,
      windowMs: 900_000,
    });
  });

  it('refuses a limit that is not a whole number', () => {
    process.env.MAZIWA_SIGN_IN_FAILURES_PER_IP = 'lots';
    expect(() => resolveSignInLimits()).toThrow(
      'MAZIWA_SIGN_IN_FAILURES_PER_IP must be a whole number of at least 1, not "lots"',
    );
  });
});
