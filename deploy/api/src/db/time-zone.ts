import type { Database, Queryable } from './database';

/**
 * Statements that count days in `zone` (an organisation's, docs/rules.md#dates): `current_date`,
 * `::date`, `to_char` of a time and a day compared with a time all follow the session's
 * TimeZone, so each statement runs in a short transaction that sets it for itself
 * (`set_config(..., true)` ends with the transaction, and a pooled connection goes back in the
 * server's zone). Statements stay separate, so a list's count and page still run side by side
 * on PostgreSQL. An organisation in the server's zone (the default) pays nothing.
 */
export function inTimeZone(db: Database, zone: string | undefined): Queryable {
  if (!zone || zone === db.timeZone) return db;
  const zoned = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await setTimeZone(tx, zone);
      return fn(tx);
    });
  return {
    query: (sql, params) => zoned((tx) => tx.query(sql, params)),
    exec: (sql) => zoned((tx) => tx.exec(sql)),
  };
}

/** Inside a transaction: its statements count days in `zone` until it ends. */
export async function setTimeZone(tx: Queryable, zone: string): Promise<void> {
  await tx.query("SELECT set_config('TimeZone', $1, true)", [zone]);
}
