import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { notSentCount, OfflineQueue, type QueueScope } from './index';

interface Delivery {
  producer_id: string;
  quantity_litres: number;
}

const clerk: QueueScope = { organizationId: 'org-1', userId: 'user-clerk' };
const other: QueueScope = { organizationId: 'org-1', userId: 'user-other' };

beforeEach(() => {
  // A fresh browser storage for every test.
  globalThis.indexedDB = new IDBFactory();
});

const delivery = (litres: number): Delivery => ({ producer_id: 'farmer-1', quantity_litres: litres });

describe('OfflineQueue', () => {
  it('keeps a write with its own id and the time it was recorded, to the second, waiting to send', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    const before = Date.now();
    const item = await queue.add(delivery(12.5));
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(item.recordedAt).toMatch(/T\d\d:\d\d:\d\d\.000Z$/);
    expect(new Date(item.recordedAt).getTime()).toBeGreaterThan(before - 1000);
    expect(item).toMatchObject({ state: 'waiting', message: null, body: delivery(12.5) });
    expect(await queue.count('waiting')).toBe(1);
  });

  it('lists the newest first and sends the oldest first', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    for (const litres of [1, 2, 3]) await queue.add(delivery(litres));
    expect((await queue.list()).map((item) => item.body.quantity_litres)).toEqual([3, 2, 1]);
    expect((await queue.list(2)).map((item) => item.body.quantity_litres)).toEqual([3, 2]);
    expect((await queue.inState('waiting')).map((item) => item.body.quantity_litres)).toEqual([1, 2, 3]);
  });

  it('survives closing and opening again (a reload, the browser closed)', async () => {
    const first = await OfflineQueue.open<Delivery>(clerk);
    const item = await first.add(delivery(20), { id: 'fixed-id', recordedAt: '2026-11-28T05:42:13.000Z' });
    first.close();
    const again = await OfflineQueue.open<Delivery>(clerk);
    expect(await again.get('fixed-id')).toEqual(item);
    expect(await notSentCount(clerk)).toEqual({ waiting: 1, attention: 0 });
  });

  it('keeps each person and organisation apart', async () => {
    const mine = await OfflineQueue.open<Delivery>(clerk);
    await mine.add(delivery(5));
    const theirs = await OfflineQueue.open<Delivery>(other);
    expect(await theirs.list()).toEqual([]);
    expect(await notSentCount(other)).toEqual({ waiting: 0, attention: 0 });
    expect(await notSentCount({ organizationId: 'org-2', userId: clerk.userId })).toEqual({ waiting: 0, attention: 0 });
    expect(await notSentCount(clerk)).toEqual({ waiting: 1, attention: 0 });
  });

  it('keeps a refusal word for word until a person edits the write, which then waits again', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    const item = await queue.add(delivery(8));
    await queue.markRefused(item.id, item.version, 'Farmer F-0001 is deactivated');
    expect(await queue.get(item.id)).toMatchObject({ state: 'attention', message: 'Farmer F-0001 is deactivated' });
    expect(await notSentCount(clerk)).toEqual({ waiting: 0, attention: 1 });

    const edited = await queue.edit(item.id, delivery(9));
    expect(edited).toMatchObject({ id: item.id, recordedAt: item.recordedAt, state: 'waiting', message: null });
    await queue.discard(item.id);
    expect(await queue.list()).toEqual([]);
  });

  it('does not mark an edited write sent by the answer to its older body', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    const item = await queue.add(delivery(8));
    await queue.edit(item.id, delivery(9));
    await queue.markSent(item.id, item.version);
    expect((await queue.get(item.id))?.state).toBe('waiting');
  });

  it('keeps only the newest sent writes when pruned', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    for (const litres of [1, 2, 3, 4]) {
      const item = await queue.add(delivery(litres));
      if (litres < 4) await queue.markSent(item.id, item.version);
    }
    await queue.pruneSent(2);
    expect((await queue.list()).map((item) => [item.body.quantity_litres, item.state])).toEqual([
      [4, 'waiting'],
      [3, 'sent'],
      [2, 'sent'],
    ]);
  });

  it('tells subscribers of every change', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    const listener = jest.fn();
    const unsubscribe = queue.subscribe(listener);
    const item = await queue.add(delivery(1));
    await queue.markSent(item.id, item.version);
    unsubscribe();
    await queue.discard(item.id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps reads for use without network', async () => {
    const queue = await OfflineQueue.open<Delivery>(clerk);
    await queue.keep('farmers:centre-1', [{ name: 'Jane' }]);
    expect((await queue.kept<{ name: string }[]>('farmers:centre-1'))?.value).toEqual([{ name: 'Jane' }]);
    expect(await queue.kept('farmers:centre-2')).toBeUndefined();
  });
});
