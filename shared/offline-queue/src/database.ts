import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedItem } from './item';

export interface QueueSchema extends DBSchema {
  items: {
    key: string;
    value: QueuedItem<unknown>;
    indexes: { 'by-seq': number; 'by-state': string };
  };
  /** Reads kept for use without network (a centre's farmers, the person's centres). */
  kept: { key: string; value: { value: unknown; keptAt: string } };
}

export type QueueDatabase = IDBPDatabase<QueueSchema>;

const VERSION = 1;

/** Opens (creating or upgrading) the database `name`. */
export function openQueueDatabase(name: string): Promise<QueueDatabase> {
  return openDB<QueueSchema>(name, VERSION, {
    upgrade(db) {
      const items = db.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('by-seq', 'seq', { unique: false });
      items.createIndex('by-state', 'state', { unique: false });
      db.createObjectStore('kept');
    },
    // Another tab opened a newer version: let it, this one reopens on its next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
    },
  });
}

/** Whether the database `name` exists, when the browser can say (so a count creates none). */
export async function databaseExists(name: string): Promise<boolean> {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  const all = await factory.databases();
  return all.some((db) => db.name === name);
}
