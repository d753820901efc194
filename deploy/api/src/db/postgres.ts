import { Pool, types, type PoolClient } from 'pg';
import { DEFAULT_TIME_ZONE, type Database, type Queryable, type QueryResult, type Row } from './database';
import { Gate } from './gate';

/** Statements allowed to wait per pooled connection before a new one is refused with 503. */
export const POSTGRES_MAX_WAITING_PER_CONNECTION = 100;

export interface PostgresOptions {
  connectionString: string;
  timeZone?: string;
  max?: number;
}

// Same conversions as the PGlite side, so rows look alike whichever database answers.
const NUMERIC = 1700;
const INT8 = 20;
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === NUMERIC || oid === INT8) return (value: string) => Number(value);
  return types.getTypeParser(oid, format);
}

function on(client: Pool | PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a pg pool (DATABASE_URL). */
export async function openPostgres({
  connectionString,
  timeZone = DEFAULT_TIME_ZONE,
  max = 10,
}: PostgresOptions): Promise<Database> {
  const pool = new Pool({
    connectionString,
    max,
    // JIT off: the planner's cost estimates on millions of rows switched it on for queries
    // that then spent 150-225 ms compiling to save a few (measured at 2 M collections).
    // No parallel workers: the API serves many small requests at once, and a plan split over
    // cores takes them from the other requests. Its costs also favour reading whole tables:
    // counting a "kamau" search of 252,000 payments took 97 ms on 3 processes, 38 ms by index on one.
    options: `-c TimeZone=${timeZone} -c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.1`,
    types: { getTypeParser } as never,
  });
  // An idle client that loses its server must not crash the process; the next query
  // reports the problem instead.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const direct = on(pool);
  // pg's pool queues without bound; this queue in front of it is bounded, so a flood is
  // answered 503 instead of waiting past every client's time-out. A transaction passes the
  // gate once, before BEGIN: it is never refused half way.
  const gate = new Gate(max, { maxWaiting: POSTGRES_MAX_WAITING_PER_CONNECTION * max });

  return {
    kind: 'postgres',
    timeZone,
    queue: () => ({ waiting: gate.waiting, waitedMs: gate.waitedMs() }),
    query: (sql, params) => gate.run(() => direct.query(sql, params)),
    exec: (sql) => gate.run(() => direct.exec(sql)),
    transaction: (fn) => gate.run(() => transaction(fn)),
    cursor,
    close: () => pool.end(),
  };

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(on(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  // An export holds one connection from the first row to the last; it passes the gate like
  // any statement, and its slot is given back when it ends or its client goes away.
  async function* cursor(
    sql: string,
    params: readonly unknown[],
    batchSize: number,
    zone?: string,
  ): AsyncGenerator<Row[]> {
    const release = await gate.hold();
    try {
      yield* rowsOf(sql, params, batchSize, zone);
    } finally {
      release();
    }
  }

  async function* rowsOf(
    sql: string,
    params: readonly unknown[],
    batchSize: number,
    zone?: string,
  ): AsyncGenerator<Row[]> {
    const client = await pool.connect();
    let finished = false;
    try {
      // One snapshot for the whole export, read-only.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      if (zone && zone !== timeZone) await client.query("SELECT set_config('TimeZone', $1, true)", [zone]);
      await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params as unknown[]);
      for (;;) {
        const { rows } = await client.query(`FETCH ${Math.trunc(batchSize)} FROM export_rows`);
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) break;
      }
      await client.query('COMMIT');
      finished = true;
    } finally {
      if (!finished) await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }
}
