import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine } from './copy-text';

// Lines are handed to the socket in chunks of about this many characters: one write per row
// would spend more time in stream bookkeeping than in PostgreSQL.
const CHUNK_CHARS = 256 * 1024;

function* chunks(rows: Iterable<readonly unknown[]>): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    chunk += copyLine(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** COPY rows (values in the order of `columns`) into a table; returns how many went in. */
export async function copyRows(
  client: ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks(rows)), stream);
  return stream.rowCount;
}
