import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../db/migrate';
import { openPglite } from '../db/pglite';

// initdb in WebAssembly takes seconds; loading a dump of an already migrated cluster takes
// under one. The file name changes with the migrations, so a stale template is never used.
export function templatePath(): string {
  const hash = createHash('sha256');
  // The resolved path carries the PGlite version (pnpm store layout).
  hash.update(require.resolve('@electric-sql/pglite'));
  for (const m of readMigrations()) hash.update(m.version).update(m.sql);
  return path.join(os.tmpdir(), `maziwa-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Creates the migrated PGlite template once per set of migrations; returns its path. */
export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (fs.existsSync(file)) return file;
  const db = await openPglite({ dataDir: 'memory://' });
  try {
    await migrate(db);
    const dump = await db.dump();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}
