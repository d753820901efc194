import type { ClientBase } from 'pg';

interface Definition {
  table: string;
  name: string;
  definition: string;
}

export interface Suspended {
  /** Primary keys and unique constraints (before the foreign keys that need them). */
  keys: Definition[];
  indexes: Definition[];
  foreignKeys: Definition[];
  triggers: Array<{ table: string; name: string }>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Only the tables the load writes to, in the schema the API uses.
const OF_LOADED_TABLE = `JOIN pg_class c ON c.oid = %REL%
  JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = current_schema()`;
const loaded = (rel: string) => OF_LOADED_TABLE.replace('%REL%', rel);

/**
 * Takes the indexes, keys, foreign keys and row triggers off the tables about to be
 * filled, and puts them back afterwards exactly as the migrations made them (definitions
 * are read from the catalogue, so a later migration is honoured too). Building an index
 * once over all rows and checking a foreign key with one join are far cheaper than doing
 * both row by row; rebuilding a primary key or unique index checks it over every row, so
 * the load cannot break one. Keys that a table outside the load refers to stay. Call
 * inside the load's transaction: a failure rolls the schema back with the rows.
 */
export async function suspendConstraints(client: ClientBase, tables: readonly string[]): Promise<Suspended> {
  const foreignKeys = await client.query<Definition>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k ${loaded('k.conrelid')}
      WHERE k.contype = 'f' AND c.relname = ANY($1)
      ORDER BY c.relname, k.conname`,
    [tables],
  );
  // Primary keys and unique constraints no table outside the load points at.
  const keys = await client.query<Definition & { index: string }>(
    `SELECT c.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k ${loaded('k.conrelid')}
      WHERE k.contype IN ('p', 'u') AND c.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f JOIN pg_class fc ON fc.oid = f.conrelid
                         WHERE f.contype = 'f' AND f.conindid = k.conindid AND NOT (fc.relname = ANY($1)))
      ORDER BY c.relname, k.contype, k.conname`,
    [tables],
  );
  // Every other index (unique ones too) that belongs to no constraint.
  const indexes = await client.query<Definition>(
    `SELECT c.relname AS table, ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i ${loaded('i.indrelid')}
       JOIN pg_class ic ON ic.oid = i.indexrelid
      WHERE c.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)
      ORDER BY c.relname, ic.relname`,
    [tables],
  );
  const triggers = await client.query<{ table: string; name: string }>(
    `SELECT c.relname AS table, t.tgname AS name
       FROM pg_trigger t ${loaded('t.tgrelid')}
      WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND c.relname = ANY($1)
      ORDER BY c.relname, t.tgname`,
    [tables],
  );
  for (const fk of foreignKeys.rows)
    await client.query(`ALTER TABLE ${quote(fk.table)} DROP CONSTRAINT ${quote(fk.name)}`);
  for (const key of keys.rows) await client.query(`ALTER TABLE ${quote(key.table)} DROP CONSTRAINT ${quote(key.name)}`);
  for (const index of indexes.rows) await client.query(`DROP INDEX ${quote(index.name)}`);
  for (const t of triggers.rows) await client.query(`ALTER TABLE ${quote(t.table)} DISABLE TRIGGER ${quote(t.name)}`);
  return { keys: keys.rows, indexes: indexes.rows, foreignKeys: foreignKeys.rows, triggers: triggers.rows };
}

function byTable<T extends { table: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.table, [...(groups.get(item.table) ?? []), item]);
  return groups;
}

/** Rebuilds what suspendConstraints took off, telling `onStep` how long each table took. */
export async function restoreConstraints(
  client: ClientBase,
  suspended: Suspended,
  onStep: (what: string, seconds: number) => void,
): Promise<void> {
  const tables = new Set([...suspended.keys, ...suspended.indexes].map((d) => d.table));
  for (const table of tables) {
    const started = performance.now();
    const keys = suspended.keys.filter((k) => k.table === table);
    const indexes = suspended.indexes.filter((i) => i.table === table);
    for (const k of keys)
      await client.query(`ALTER TABLE ${quote(table)} ADD CONSTRAINT ${quote(k.name)} ${k.definition}`);
    for (const i of indexes) await client.query(i.definition);
    onStep(`${table}: ${keys.length} key(s), ${indexes.length} index(es) built`, (performance.now() - started) / 1000);
  }
  for (const [table, keys] of byTable(suspended.foreignKeys)) {
    const started = performance.now();
    for (const k of keys)
      await client.query(`ALTER TABLE ${quote(table)} ADD CONSTRAINT ${quote(k.name)} ${k.definition}`);
    onStep(`${table}: ${keys.length} foreign key(s) checked`, (performance.now() - started) / 1000);
  }
  for (const t of suspended.triggers)
    await client.query(`ALTER TABLE ${quote(t.table)} ENABLE TRIGGER ${quote(t.name)}`);
}
