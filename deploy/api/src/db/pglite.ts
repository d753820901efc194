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

const TIMESTAMPTZ_TEXT = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d+)?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?$/;

/**
 * timestamptz as PostgreSQL writes it ("2026-03-01 08:00:00+03"). Before 1928 Nairobi kept
 * local mean time, which PostgreSQL writes with seconds ("1900-01-01 14:27:16+02:27:16"):
 * PGlite's own parser makes an Invalid Date of that, and every list holding one failed.
 */
export function parseTimestamptz(text: string): Date {
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (!match) return new Date(text);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const millis = match[7] ? Math.round(Number(match[7]) * 1000) : 0;
  const offset =
    (match[8] === '-' ? -1 : 1) * (Number(match[9]) * 3600 + Number(match[10] ?? 0) * 60 + Number(match[11] ?? 0));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millis);
  return new Date(date.getTime() - offset * 1000);
}

/**
 * bytea as hex text by Buffer's native codec. PGlite's own turns each byte into a string and
 * back: a 5 MB upload held the whole process for about 1.5 s, a download as long again.
 */
export function serializeBytea(value: Uint8Array): string {
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

export function parseBytea(text: string): Uint8Array {
  return Buffer.from(text.slice(2), 'hex');
}

/** Statements allowed to wait for PGlite's one connection (a list request makes 3 or 4). */
export const PGLITE_MAX_WAITING = 128;

/** Embedded PostgreSQL in WebAssembly: zero set-up, data in a local directory. */
export async function openPglite({
  dataDir,
  timeZone = DEFAULT_TIME_ZONE,
  loadDataDir,
}: PgliteOptions): Promise<PgliteDatabase> {
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
    parsers: {
      [types.NUMERIC]: Number,
      [types.INT8]: Number,
      [types.TIMESTAMPTZ]: parseTimestamptz,
      [types.BYTEA]: parseBytea,
    },
    serializers: { [types.BYTEA]: serializeBytea },
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
      await pg.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([csv]),
      });
    },
  };
  // One connection: a transaction must hold it from BEGIN to COMMIT, or another request's
  // statements would run inside it. Past PGLITE_MAX_WAITING waiting statements a new one is
  // refused with 503 rather than queued behind seconds of work (plugins/load-shedding.ts
  // refuses whole requests earlier, on the time waited).
  const lock = new Mutex({ maxWaiting: PGLITE_MAX_WAITING });

  return {
    kind: 'pglite',
    timeZone,
    queue: () => ({ waiting: lock.waiting, waitedMs: lock.waitedMs() }),
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
