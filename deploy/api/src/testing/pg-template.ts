import { Client } from 'pg';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import { seedDemoData } from '../seed/seed-demo-data';
import { sourcesHash, TEST_SEED_NOW } from './template';

/**
 * On PostgreSQL a test file's database is a copy of a template database (CREATE DATABASE ...
 * TEMPLATE), made once per run by jest's globalSetup: migrated, and a second one seeded.
 * Seeding the demo data with its pay runs took 10-30 s per file, past a hook's time-out on
 * a busy machine; copying a template takes well under a second. The name carries the hash
 * of the migrations (and the seed's code), so a stale template is never copied.
 */
export function pgTemplateName(seeded: boolean): string {
  return `maziwa_tpl_${seeded ? 'seeded_' : ''}${sourcesHash(seeded)}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates both templates unless they exist, and drops the templates of older sources. */
export async function ensurePgTemplates(serverUrl: string): Promise<void> {
  const wanted = [pgTemplateName(false), pgTemplateName(true)];
  const existing = await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'maziwa\\_tpl\\_%'",
    );
    for (const { datname } of rows) {
      if (!wanted.includes(datname)) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    return new Set(rows.map((row) => row.datname));
  });
  for (const seeded of [false, true]) {
    const name = pgTemplateName(seeded);
    if (existing.has(name)) continue;
    // Built under a temporary name and renamed when complete: a run stopped half-way leaves
    // no template that looks finished.
    const partial = `${name}_partial`;
    await withServer(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${partial}`);
    });
    const db = await openPostgres({ connectionString: databaseUrl(serverUrl, partial), max: 4 });
    try {
      await migrate(db);
      if (seeded) await seedDemoData(db, { now: TEST_SEED_NOW });
    } finally {
      await db.close();
    }
    await withServer(serverUrl, (client) => client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`));
  }
}
