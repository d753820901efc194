import type { Queryable } from '../db/database';

/** Collects positional parameters while a statement is put together. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }

  /**
   * A placeholder added only if used: PostgreSQL rejects a statement whose parameter $n
   * is never referenced ("could not determine data type").
   */
  lazy(value: unknown, cast?: string): () => string {
    let placeholder: string | undefined;
    return () => (placeholder ??= this.add(value, cast));
  }

  /** The same values so far, to extend one statement into several. */
  copy(): SqlParams {
    const copy = new SqlParams();
    copy.values.push(...this.values);
    return copy;
  }
}

/** Column names come from resource definitions, never from a request. */
export async function insertRow(tx: Queryable, table: string, columns: Record<string, unknown>): Promise<string> {
  const params = new SqlParams();
  const names = Object.keys(columns);
  const values = names.map((name) => params.add(columns[name]));
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${values.join(', ')}) RETURNING id`,
    params.values,
  );
  return rows[0].id;
}

export async function updateRow(
  tx: Queryable,
  table: string,
  id: string,
  columns: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const params = new SqlParams();
  const sets = names.map((name) => `${name} = ${params.add(columns[name])}`);
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = ${params.add(id)}`, params.values);
}

/**
 * SQL of a person's display name from the users row `u`. Searches of names match this very
 * expression, which a trigram index on users serves (migration 009).
 */
export const personName = (u: string) => `trim(${u}.first_name || ' ' || ${u}.last_name)`;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Removes ids from a uuid[] column wherever they appear (an array has no foreign key). */
export async function removeFromArrays(tx: Queryable, table: string, column: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE ${table}
        SET ${column} = ARRAY(SELECT x FROM unnest(${column}) AS x WHERE x <> ALL($1::uuid[]))
      WHERE ${column} && $1::uuid[]`,
    [ids],
  );
}
