import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createSender, OfflineQueue, type QueuedItem, type QueueScope, type SendOutcome } from './index';

type Body = { litres: number };
const scope: QueueScope = { organizationId: 'org-1', userId: 'user-1' };

let queue: OfflineQueue<Body>;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  queue = await OfflineQueue.open<Body>(scope);
});
afterEach(() => queue.close());

async function addAll(...litres: number[]) {
  const items: QueuedItem<Body>[] = [];
  for (const value of litres) items.push(await queue.add({ litres: value }));
  return items;
}

const states = async () => (await queue.list()).reverse().map((item) => [item.body.litres, item.state, item.message]);

describe('createSender', () => {
  it('sends waiting writes oldest first and marks them sent (a 200 replay counts as sent)', async () => {
    await addAll(1, 2, 3);
    const seen: number[] = [];
    const sender = createSender(
      queue,
      async (item) => {
        seen.push(item.body.litres);
        return { result: 'sent' };
      },
      { concurrency: 1 },
    );
    expect(await sender.sendNow()).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
    expect(await states()).toEqual([
      [1, 'sent', null],
      [2, 'sent', null],
      [3, 'sent', null],
    ]);
  });

  it('marks a refusal (409) as needing attention with the message, and goes on with the others', async () => {
    await addAll(1, 2);
    const sender = createSender(queue, async (item): Promise<SendOutcome> =>
      item.body.litres === 1
        ? { result: 'refused', message: 'A different delivery was recorded under this id' }
        : { result: 'sent' },
    );
    expect(await sender.sendNow()).toBe('done');
    expect(await states()).toEqual([
      [1, 'attention', 'A different delivery was recorded under this id'],
      [2, 'sent', null],
    ]);
  });

  it('leaves writes waiting when the network fails (an error thrown, 5xx, 429) and counts the try', async () => {
    const [first] = await addAll(1, 2);
    const sender = createSender(
      queue,
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { concurrency: 1 },
    );
    expect(await sender.sendNow()).toBe('waiting');
    expect(await states()).toEqual([
      [1, 'waiting', null],
      [2, 'waiting', null],
    ]);
    expect((await queue.get(first.id))?.attempts).toBe(1);
  });

  it('stops sending when the sign-in has ended, keeping everything', async () => {
    await addAll(1, 2);
    const send = jest.fn(async (): Promise<SendOutcome> => ({ result: 'stop' }));
    const sender = createSender(queue, send, { concurrency: 1 });
    expect(await sender.sendNow()).toBe('stopped');
    expect(send).toHaveBeenCalledTimes(1);
    expect(await queue.count('waiting')).toBe(2);
  });

  it('sends at most `concurrency` at once', async () => {
    await addAll(...Array.from({ length: 20 }, (_, i) => i));
    let inFlight = 0;
    let most = 0;
    const sender = createSender(
      queue,
      async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight--;
        return { result: 'sent' };
      },
      { concurrency: 4 },
    );
    await sender.sendNow();
    expect(most).toBe(4);
    expect(await queue.count('sent')).toBe(20);
  });

  it('runs one round at a time: a second "Send now" during a round sends nothing twice', async () => {
    await addAll(1, 2, 3);
    const send = jest.fn(async (): Promise<SendOutcome> => ({ result: 'sent' }));
    const sender = createSender(queue, send);
    await Promise.all([sender.sendNow(), sender.sendNow()]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('tries again by itself on a timer until the API answers', async () => {
    await addAll(1);
    let calls = 0;
    const sender = createSender(
      queue,
      async (): Promise<SendOutcome> => (++calls < 3 ? { result: 'retry' } : { result: 'sent' }),
      {
        baseDelayMs: 5,
        maxDelayMs: 10,
      },
    );
    sender.start();
    await waitFor(async () => (await queue.count('sent')) === 1);
    sender.stop();
    expect(calls).toBe(3);
  });

  it('sends a write recorded after it started, without being asked', async () => {
    const send = jest.fn(async (): Promise<SendOutcome> => ({ result: 'sent' }));
    const sender = createSender(queue, send);
    sender.start();
    await addAll(7);
    await waitFor(async () => (await queue.count('sent')) === 1);
    sender.stop();
  });

  it('leaves the round to the tab that holds the lock', async () => {
    await addAll(1);
    const held = new Set<string>();
    const locks = {
      async request(name: string, _options: unknown, callback: (lock: object | null) => Promise<unknown>) {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    };
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const first = createSender(queue, async (): Promise<SendOutcome> => {
        await gate;
        return { result: 'sent' };
      });
      const second = createSender(queue, async (): Promise<SendOutcome> => ({ result: 'sent' }));
      const firstRound = first.sendNow();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await second.sendNow()).toBe('other-tab');
      release();
      expect(await firstRound).toBe('done');
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});

// Generous: on a busy 2-core machine fake-indexeddb alone can take seconds; a pass returns at once.
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
