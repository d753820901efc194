import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; wins over dataDir. Default: DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite data directory or 'memory://'. Default: MAZIWA_DATA_DIR, else <repo>/.data/pglite. */
  dataDir?: string;
}

/** The monorepo root (holds pnpm-workspace.yaml), found from this file or the cwd. */
function findRepoRoot(): string | undefined {
  for (const start of [__dirname, process.cwd()]) {
    let dir = path.resolve(start);
    for (;;) {
      if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

export function defaultDataDir(): string {
  const fromEnv = process.env.MAZIWA_DATA_DIR;
  if (fromEnv) return fromEnv.startsWith('memory://') ? fromEnv : path.resolve(fromEnv);
  return path.join(findRepoRoot() ?? process.cwd(), '.data', 'pglite');
}

/** Opens PostgreSQL when a URL is given (or DATABASE_URL is set), else embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const timeZone = process.env.MAZIWA_TIME_ZONE || undefined;
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : process.env.DATABASE_URL);
  if (databaseUrl) return openPostgres({ connectionString: databaseUrl, timeZone });
  return openPglite({ dataDir: options.dataDir ?? defaultDataDir(), timeZone });
}
