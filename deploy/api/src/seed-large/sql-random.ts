// Random-looking numbers computed inside PostgreSQL from a key, not from random(): each
// value depends only on (key, salt), so the data is the same whatever the plan, the
// statement split or the PostgreSQL version (hashint8extended is stable: hash
// partitioning relies on it).

const MASK_53 = '9007199254740991';
const TWO_53 = '9007199254740992.0';

/** SQL for a number in [0, 1) drawn from the bigint expression `key`. */
export function uniformSql(key: string, salt: number): string {
  return `((hashint8extended(${key}, ${salt}) & ${MASK_53})::float8 / ${TWO_53})`;
}

/** SQL for an integer in [min, max] drawn from `key`. */
export function intSql(key: string, salt: number, min: number, max: number): string {
  return `(${min} + floor(${uniformSql(key, salt)} * ${max - min + 1})::int)`;
}

/** SQL picking one of `values` (text) with the given weights. */
export function weightedSql(key: string, salt: number, choices: ReadonlyArray<readonly [string, number]>): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const u = uniformSql(key, salt);
  const arms = choices.slice(0, -1).map(([value, weight]) => {
    cumulative += weight;
    return `WHEN r < ${cumulative / total} THEN '${value}'`;
  });
  return `(SELECT CASE ${arms.join(' ')} ELSE '${choices[choices.length - 1][0]}' END FROM (SELECT ${u} AS r) AS w)`;
}

/**
 * SQL for a time-ordered UUID (version 7 layout): 48 bits of milliseconds since 1970 from
 * `msSql`, 12 hashed bits, then the 48-bit `key` itself, so two rows never share an id and
 * rows inserted in time order land at the right edge of the primary key's B-tree.
 */
export function uuidV7Sql(msSql: string, key: string, salt: number): string {
  const h = `hashint8extended(${key}, ${salt})`;
  const high = `((${msSql}) << 16) | 28672 | (${h} & 4095)`;
  const low = `x'8000000000000000'::bigint | (((${h} >> 12) & 16383) << 48) | (${key})`;
  return `(lpad(to_hex(${high}), 16, '0') || to_hex(${low}))::uuid`;
}

/** SQL for a deterministic random-looking (version 4 shaped) UUID from a text key. */
export function uuidV4Sql(textKey: string): string {
  return `overlay(overlay(md5(${textKey}) placing '4' from 13) placing '8' from 17)::uuid`;
}
