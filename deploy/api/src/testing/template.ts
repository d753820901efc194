import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { seedDemoData } from '../seed/seed-demo-data';

/**
 * "Now" of the seeded test database (a Monday, 09:30 in Nairobi): seeded tests see the same
 * data on every run, whatever the clock says.
 */
export const TEST_SEED_NOW = new Date('2026-03-02T06:30:00Z');

/** The migrations' (and with the seed, the seed's code's) fingerprint: names the templates. */
export function sourcesHash(withSeed: boolean): string {
  const hash = createHash('sha256');
  // The resolved path carries the PGlite version (pnpm store layout).
  hash.update(require.resolve('@electric-sql/pglite'));
  for (const m of readMigrations()) hash.update(m.version).update(m.sql);
  if (withSeed) {
    // The seed's code and what it imports decide the seeded data (these folders hold all it
    // imports, but for http/errors; keep the list in step when the seed imports more).
    for (const dir of [
      '../seed',
      '../domain',
      '../db',
      '../collections',
      '../payments',
      '../payments/pay-runs',
      '../organizations',
      '../auth',
    ]) {
      const full = path.join(__dirname, dir);
      for (const name of fs
        .readdirSync(full)
        .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
        .sort()) {
        hash.update(name).update(fs.readFileSync(path.join(full, name)));
      }
    }
  }
  return hash.digest('hex').slice(0, 16);
}

// initdb in WebAssembly takes seconds; loading a dump of an already migrated cluster takes
// under one. The file name changes with the migrations (and the seed), so a stale template
// is never used.
export function templatePath(seeded = false): string {
  return path.join(os.tmpdir(), `maziwa-api-pglite-${seeded ? 'seeded-' : ''}${sourcesHash(seeded)}.tar`);
}

/** Creates the migrated (and, if asked, seeded) PGlite template once; returns its path. */
export async function ensureTemplate(seeded = false): Promise<string> {
  const file = templatePath(seeded);
  if (fs.existsSync(file)) return file;
  const db = await openPglite({ dataDir: 'memory://' });
  try {
    await migrate(db);
    if (seeded) await seedDemoData(db, { now: TEST_SEED_NOW });
    const dump = await db.dump();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}
