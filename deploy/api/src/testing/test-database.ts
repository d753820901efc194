import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import { databaseUrl, pgTemplateName, withServer } from './pg-template';
import { ensureTemplate } from './template';

export interface TestDatabase {
  db: Database;
  /** On PostgreSQL: the database's URL, for a second API on it (two processes). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with
 * TEST_DATABASE_URL a new database on that server (dropped afterwards). `seeded`: with the
 * demo data as of TEST_SEED_NOW. Both start from a template made once (template.ts, pg-template.ts).
 */
export async function openTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = fs.readFileSync(await ensureTemplate(seeded));
    const db = await openPglite({ dataDir: 'memory://', loadDataDir: new Blob([template]) });
    await migrate(db);
    return { db, drop: () => db.close() };
  }

  const name = `maziwa_test_${randomBytes(6).toString('hex')}`;
  // A copy of the template globalSetup made (pg-template.ts); a file run without that setup
  // (jest --globalSetup off) would fail here, saying which template is missing.
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplateName(seeded)}`));
  const url = databaseUrl(serverUrl, name);
  const db = await openPostgres({ connectionString: url, max: 4 });
  await migrate(db);
  return {
    db,
    url,
    async drop() {
      await db.close();
      await withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
