/** A row as the driver returns it: column name to value. */
export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1..$n parameters. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * COPY rows given as CSV text into a table (bulk loads: the demo seed). Where the driver
   * offers it; embedded PGlite does, and there it is many times faster than parameters.
   */
  copyCsv?(table: string, columns: readonly string[], csv: string): Promise<void>;
}

/**
 * The little the API needs from PostgreSQL. Two implementations: embedded PGlite (one
 * connection, serialised) and a pg pool. Both speak the same SQL dialect.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The server's zone (MAZIWA_TIME_ZONE): every connection counts days in it unless told otherwise. */
  readonly timeZone: string;
  /**
   * The rows of one query in batches through a server cursor on a connection of its own
   * (exports), counting days in `timeZone` when given. Only where connections are plenty;
   * PGlite has one, so it has none.
   */
  cursor?(sql: string, params: readonly unknown[], batchSize: number, timeZone?: string): AsyncGenerator<Row[]>;
  /**
   * The wait queue in front of its connections (db/gate.ts): how many wait and how long the
   * first in line has waited. The load shedding reads it to refuse new requests early.
   */
  queue(): { waiting: number; waitedMs: number };
  /** Runs fn in BEGIN/COMMIT; rolls back and rethrows when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Naive timestamps (a `datetime-local` field sends "2026-03-01T08:00") are read in this
 * zone; the operation is in Kenya.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';
