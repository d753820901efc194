import type { Queryable } from '../db/database';

/**
 * Loads many rows into empty tables quickly (the demo seed; a row costs far more in
 * WebAssembly than on a server):
 * - the tables' plain indexes are dropped and built again afterwards (a sorted build beats
 *   row-by-row maintenance); constraint indexes stay, foreign keys point at them;
 * - the tables' own triggers are off while loading: the caller rebuilds what they keep
 *   (refresh_producer_totals; refresh_collection_days for the day and month rollups) in
 *   the same transaction;
 * - with `skipChecks` (embedded PGlite, superuser), foreign-key checks are off too
 *   (session_replication_role = replica): the generator makes consistent rows by
 *   construction, and its test proves it on both databases (PostgreSQL checks every key).
 */
export async function bulkLoad<T>(
  tx: Queryable,
  tables: string[],
  options: { skipChecks: boolean },
  load: () => Promise<T>,
): Promise<T> {
  const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
    `SELECT quote_ident(i.indexname) AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [tables],
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  for (const table of tables) await tx.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  if (options.skipChecks) await tx.exec('SET LOCAL session_replication_role = replica');
  const result = await load();
  if (options.skipChecks) await tx.exec('SET LOCAL session_replication_role = origin');
  for (const table of tables) await tx.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  for (const index of indexes) await tx.exec(index.definition);
  return result;
}
