import { announceChange, onChange } from './changes';
import { openQueueDatabase, type QueueDatabase } from './database';
import { toTheSecond, type ItemState, type QueuedItem } from './item';
import { databaseName, type QueueScope } from './scope';

/** When and under which id a write was recorded; made at the tap unless given. */
export interface RecordedAs {
  id?: string;
  recordedAt?: string;
}

/**
 * The writes one person recorded on this phone in one organisation, kept in IndexedDB until
 * the API has them (and the sent ones for a while, for the page's list). Every method is one
 * IndexedDB transaction; every change is announced to this tab and the others (subscribe).
 *
 * @example
 * const queue = await OfflineQueue.open<DeliveryBody>({ organizationId, userId });
 * const item = await queue.add({ producer_id, quantity_litres: 12.5, ... });
 * queue.subscribe(() => refresh());
 */
export class OfflineQueue<T> {
  private constructor(
    readonly name: string,
    private readonly db: QueueDatabase,
  ) {}

  static async open<T>(scope: QueueScope): Promise<OfflineQueue<T>> {
    const name = databaseName(scope);
    return new OfflineQueue<T>(name, await openQueueDatabase(name));
  }

  /**
   * Keeps a new write, waiting to send: its id (crypto.randomUUID()) and recording time (to the
   * second) are made now unless given. Resolves once it is on the phone.
   */
  async add(body: T, recorded: RecordedAs = {}): Promise<QueuedItem<T>> {
    const id = recorded.id ?? crypto.randomUUID();
    const recordedAt = recorded.recordedAt ?? toTheSecond();
    const tx = this.db.transaction('items', 'readwrite');
    // The next number after the last one, read in the same transaction: two tabs adding at
    // once are serialised by IndexedDB, so the order holds across tabs too.
    const last = await tx.store.index('by-seq').openCursor(null, 'prev');
    const item: QueuedItem<T> = {
      id,
      seq: (last?.value.seq ?? 0) + 1,
      recordedAt,
      body,
      state: 'waiting',
      message: null,
      attempts: 0,
      version: 1,
      sentAt: null,
    };
    await tx.store.add(item);
    await tx.done;
    announceChange(this.name);
    return item;
  }

  async get(id: string): Promise<QueuedItem<T> | undefined> {
    return (await this.db.get('items', id)) as QueuedItem<T> | undefined;
  }

  /** Every item, newest first (`limit`: the newest that many). */
  async list(limit = Infinity): Promise<QueuedItem<T>[]> {
    const items: QueuedItem<T>[] = [];
    let cursor = await this.db.transaction('items').store.index('by-seq').openCursor(null, 'prev');
    while (cursor && items.length < limit) {
      items.push(cursor.value as QueuedItem<T>);
      cursor = await cursor.continue();
    }
    return items;
  }

  /** Items in `state`, oldest first: the sending order. */
  async inState(state: ItemState): Promise<QueuedItem<T>[]> {
    const items = (await this.db.getAllFromIndex('items', 'by-state', state)) as QueuedItem<T>[];
    return items.sort((a, b) => a.seq - b.seq);
  }

  async count(state: ItemState): Promise<number> {
    return this.db.countFromIndex('items', 'by-state', state);
  }

  /**
   * A person changed a write not yet on the API (waiting, or refused): it waits to be sent
   * again with the new body, the refusal forgotten. Same id and recording time.
   */
  async edit(id: string, body: T): Promise<QueuedItem<T> | undefined> {
    return this.change(id, (item) => ({ ...item, body, state: 'waiting', message: null, version: item.version + 1 }));
  }

  /** The copy of a sent write after the API took a change to it (Edit of a sent delivery). */
  async replaceSent(id: string, body: T): Promise<QueuedItem<T> | undefined> {
    return this.change(id, (item) => ({ ...item, body, version: item.version + 1 }));
  }

  /** Removes a write from the phone: discarded by a person, or undone on the API. */
  async discard(id: string): Promise<void> {
    await this.db.delete('items', id);
    announceChange(this.name);
  }

  /** The API has it (201, or 200 for a replay of the same body), unless the body changed meanwhile. */
  async markSent(id: string, version: number, at = new Date().toISOString()): Promise<void> {
    await this.change(id, (item) =>
      item.version === version ? { ...item, state: 'sent', message: null, sentAt: at } : item,
    );
  }

  /** The API refused it: it stays, with the API's message, until a person edits or discards it. */
  async markRefused(id: string, version: number, message: string): Promise<void> {
    await this.change(id, (item) => (item.version === version ? { ...item, state: 'attention', message } : item));
  }

  /** A try that got no verdict: it stays waiting. */
  async markTried(id: string): Promise<void> {
    await this.change(id, (item) => ({ ...item, attempts: item.attempts + 1 }), false);
  }

  /** Sent items beyond the newest `keep` leave the phone (the API has them). */
  async pruneSent(keep: number): Promise<void> {
    const sent = await this.inState('sent');
    const extra = sent.slice(0, Math.max(0, sent.length - keep));
    if (extra.length === 0) return;
    const tx = this.db.transaction('items', 'readwrite');
    await Promise.all([...extra.map((item) => tx.store.delete(item.id)), tx.done]);
    announceChange(this.name);
  }

  /** Keeps a read for use without network (the centre's farmers). */
  async keep(key: string, value: unknown): Promise<void> {
    await this.db.put('kept', { value, keptAt: new Date().toISOString() }, key);
  }

  /** A read kept by `keep`, with when it was kept. */
  async kept<V>(key: string): Promise<{ value: V; keptAt: string } | undefined> {
    return (await this.db.get('kept', key)) as { value: V; keptAt: string } | undefined;
  }

  /** Calls `listener` after every change of this queue, in this tab or another. */
  subscribe(listener: () => void): () => void {
    return onChange(this.name, listener);
  }

  close(): void {
    this.db.close();
  }

  private async change(
    id: string,
    update: (item: QueuedItem<T>) => QueuedItem<T>,
    announce = true,
  ): Promise<QueuedItem<T> | undefined> {
    const tx = this.db.transaction('items', 'readwrite');
    const current = (await tx.store.get(id)) as QueuedItem<T> | undefined;
    const next = current && update(current);
    if (next && next !== current) await tx.store.put(next);
    await tx.done;
    if (next && next !== current && announce) announceChange(this.name);
    return next;
  }
}
