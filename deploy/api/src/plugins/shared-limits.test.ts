import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { postgresRateLimitStore } from './postgres-rate-limit-store';

// Several API processes behind one load balancer share one database and nothing else: what
// one process counts or checks, the others must see (issue 13, a stateless API).

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('sign-in limits shared by every API process', () => {
  it('refuses the 11th failed sign-in of an account however the attempts were spread over two processes', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(() => buildApp({ db: database.db, seed: false, jwtSecret: TEST_JWT_SECRET })),
    );
    try {
      const attempt = (app: typeof first, i: number) =>
        app.inject({
          method: 'POST',
          url: '/token',
          payload: { username: 'someone@example.test', password: `guess-${i}` },
          remoteAddress: `198.51.100.${i}`,
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 === 0 ? first : second, i)).statusCode).toBe(401);
      const refused = await attempt(first, 10);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many failed attempts; try again in 15 minutes');
      expect((await attempt(second, 11)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('postgresRateLimitStore', () => {
  const storeOn = () => new (postgresRateLimitStore(database.db))();
  const incr = (store: ReturnType<typeof storeOn>, key: string, windowMs = 60_000) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, count) => (error ? reject(error) : resolve(count!)), windowMs),
    );
  const read = (store: ReturnType<typeof storeOn>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.read(key, (error, count) => (error ? reject(error) : resolve(count!))),
    );

  it('counts hits that arrive at once from several stores exactly once each', async () => {
    const stores = [storeOn(), storeOn(), storeOn()];
    const counts = await Promise.all(Array.from({ length: 30 }, (_, i) => incr(stores[i % 3], 'race')));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(await read(storeOn(), 'race')).toEqual({ current: 30, ttl: expect.any(Number) });
  });

  it('tells the time left in the window, reads without counting, and starts afresh when the window ends', async () => {
    const store = storeOn();
    const first = await incr(store, 'window', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(58_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await read(store, 'window')).current).toBe(1);
    expect((await read(store, 'window')).current).toBe(1);
    expect(await read(store, 'nobody')).toEqual({ current: 0, ttl: 0 });

    await incr(store, 'short', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await read(store, 'short')).toEqual({ current: 0, ttl: 0 });
    expect((await incr(store, 'short', 60_000)).current).toBe(1);
  });
});
