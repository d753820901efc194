import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/** Beside this file in src/ (tsx, jest) and in dist/ (the build copies them). */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any constant: two API processes starting against one server take turns migrating.
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/** Applies the migrations not yet recorded, each in its own transaction. Safe on every start. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** The migrations `db` has not had yet, by version (all of them on an empty database). */
export async function pendingMigrations(db: Database, migrations = readMigrations()): Promise<string[]> {
  const table = await db.query<{ name: string | null }>(`SELECT to_regclass('schema_migrations')::text AS name`);
  if (!table.rows[0]?.name) return migrations.map((migration) => migration.version);
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version),
  );
  return migrations.filter((migration) => !applied.has(migration.version)).map((migration) => migration.version);
}
