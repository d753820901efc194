import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../seed/seed-demo-data';
import { ensureTemplate, TEST_SEED_NOW } from './template';

export interface TestDatabase {
  db: Database;
  /** Closes and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with
 * TEST_DATABASE_URL a new database on that server (dropped afterwards). `seeded`: with the
 * demo data as of TEST_SEED_NOW (PGlite loads it from a cached template).
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
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres({ connectionString: url.toString(), max: 4 });
  await migrate(db);
  if (seeded) await seedDemoData(db, { now: TEST_SEED_NOW });
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
