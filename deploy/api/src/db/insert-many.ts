import type { Queryable } from './database';

/** [column, PostgreSQL type]; array and jsonb columns travel as text and are cast back. */
export type Column = [name: string, type: string];

function travelsAsText(type: string): boolean {
  return type.endsWith('[]') || type === 'jsonb';
}

function encode(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type.endsWith('[]'))
    return `{${(value as unknown[]).map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return value;
}

/** One CSV field for COPY: NULL unquoted and empty, everything else quoted. */
function csvField(value: unknown, type: string): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(encode(value, type));
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Many rows in one statement: one array parameter per column, zipped by unnest. (unnest
 * cannot zip arrays of arrays, hence the text detour for array columns.)
 */
export async function insertMany(tx: Queryable, table: string, columns: Column[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  if (tx.copyCsv) {
    const csv = rows.map((row) => columns.map(([, type], i) => csvField(row[i], type)).join(',')).join('\n');
    await tx.copyCsv(
      table,
      columns.map(([name]) => name),
      `${csv}\n`,
    );
    return;
  }
  const params = columns.map(([, type], i) => rows.map((row) => encode(row[i], type)));
  const sources = columns.map(([, type], i) => `$${i + 1}::${travelsAsText(type) ? 'text' : type}[]`);
  const aliases = columns.map((_, i) => `c${i}`);
  const values = columns.map(([, type], i) => (travelsAsText(type) ? `c${i}::${type}` : `c${i}`));
  await tx.query(
    `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')})
     SELECT ${values.join(', ')} FROM unnest(${sources.join(', ')}) AS x(${aliases.join(', ')})`,
    params,
  );
}
