import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEFAULT_TIME_ZONE, type Database, type Queryable, type QueryResult } from './database';
import { lockDataDir } from './data-dir-lock';
import { Mutex } from './mutex';

export interface PgliteOptions {
  /** A directory, or 'memory://' for a throw-away database. */
  dataDir: string;
  timeZone?: string;
  /** Start from a dumpDataDir() tarball instead of an empty cluster (fast test databases). */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  /** The data directory as a tarball, for loadDataDir. */
  dump(): Promise<Blob>;
}

/** Embedded PostgreSQL in WebAssembly: zero set-up, data in a local directory. */
export async function openPglite({ dataDir, timeZone = DEFAULT_TIME_ZONE, loadDataDir }: PgliteOptions): Promise<PgliteDatabase> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const pg = new PGlite(dataDir, {
    loadDataDir,
    // The trigram indexes of list searches (migration 009).
    extensions: { pg_trgm },
    // numeric and bigint arrive as strings by default; the API only holds values that fit
    // a double (litres, km, counts).
    parsers: { [types.NUMERIC]: Number, [types.INT8]: Number },
  });
  try {
    await pg.waitReady;
    await pg.exec(`SET TIME ZONE '${timeZone.replace(/'/g, "''")}'`);
  } catch (error) {
    unlock();
    throw error;
  }

  const direct: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await pg.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async copyCsv(table, columns, csv) {
      await pg.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
    },
  };
  // One connection: a transaction must hold it from BEGIN to COMMIT, or another request's
  // statements would run inside it.
  const lock = new Mutex();

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    copyCsv: (table, columns, csv) => lock.run(() => direct.copyCsv!(table, columns, csv)),
    transaction: (fn) =>
      lock.run(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (error) {
          await direct.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () =>
      lock.run(async () => {
        try {
          await pg.close();
        } finally {
          unlock();
        }
      }),
    dump: () => lock.run(() => pg.dumpDataDir('none')),
  };
}
