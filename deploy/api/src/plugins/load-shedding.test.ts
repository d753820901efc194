import { createTestApp, type TestApp } from '../testing/test-app';

// The database's wait queue is made to look slow by holding every connection (PGlite's one,
// the pool's ten) with transactions that wait for this test, plus one that must queue.
describe('an overloaded API', () => {
  let t: TestApp;
  let admin: string;
  const saved = process.env.MAZIWA_MAX_QUEUE_WAIT_MS;

  beforeAll(async () => {
    // Any wait in the queue counts as too long.
    process.env.MAZIWA_MAX_QUEUE_WAIT_MS = '0';
    t = await createTestApp();
    const account = { email: 'busy@example.test', password: 'correct-horse-battery' };
    const registered = await t.app.inject({
      method: 'POST',
      url: '/register',
      payload: { ...account, first_name: 'Busy', last_name: 'Admin', organization_name: 'Busy Dairy' },
    });
    expect(registered.statusCode).toBe(201);
    // A statement queued after the register's own (FIFO) returns once they are all done.
    await t.db.query('SELECT 1');
    admin = await t.signIn(account.email, account.password);
  });
  afterAll(async () => {
    process.env.MAZIWA_MAX_QUEUE_WAIT_MS = saved;
    await t.close();
  });

  async function whileTheDatabaseIsFull<T>(fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 11 }, () => t.db.transaction(() => held));
    try {
      return await fn();
    } finally {
      release();
      await Promise.all(holders);
    }
  }

  it('answers 503 with Retry-After and the usual error body, and keeps /healthz answered', async () => {
    const [busy, write, health] = await whileTheDatabaseIsFull(() =>
      Promise.all([
        t.as(admin, { method: 'GET', url: '/users/me' }),
        t.as(admin, { method: 'POST', url: '/routes', payload: { name: 'Never stored' } }),
        t.app.inject({ method: 'GET', url: '/healthz' }),
      ]),
    );
    for (const refused of [busy, write]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Maziwa is busy, please try again',
      });
    }
    expect(health.statusCode).toBe(200);

    // Once the queue has drained, the same requests are served; the refused write stored nothing.
    const me = await t.as(admin, { method: 'GET', url: '/users/me' });
    expect(me.statusCode).toBe(200);
    const routes = await t.as(admin, { method: 'GET', url: '/routes?q=Never' });
    expect(routes.json().total).toBe(0);
  });
});
