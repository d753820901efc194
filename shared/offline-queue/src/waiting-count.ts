import { databaseExists, openQueueDatabase } from './database';
import { databaseName, type QueueScope } from './scope';

/** What of a person's writes is not on the API yet. */
export interface NotSent {
  /** Waiting to send. */
  waiting: number;
  /** Refused by the API, kept until a person edits or discards them. */
  attention: number;
}

/**
 * How many of a person's writes are still only on this phone: the host asks before signing
 * them out. Creates no database for a person who never recorded anything.
 *
 * @example const { waiting } = await notSentCount({ organizationId, userId });
 */
export async function notSentCount(scope: QueueScope): Promise<NotSent> {
  const name = databaseName(scope);
  if (!(await databaseExists(name))) return { waiting: 0, attention: 0 };
  const db = await openQueueDatabase(name);
  try {
    const [waiting, attention] = await Promise.all([
      db.countFromIndex('items', 'by-state', 'waiting'),
      db.countFromIndex('items', 'by-state', 'attention'),
    ]);
    return { waiting, attention };
  } finally {
    db.close();
  }
}
