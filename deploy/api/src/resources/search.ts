import type { Queryable } from '../db/database';
import { fieldNames } from './list-query';
import { likePattern, type SqlParams } from './sql';
import type { FieldDef, SearchThrough } from './types';

/**
 * Above this many ids a name is too common to list: its rows are matched with a hashed
 * subquery instead, which reads every row of the list once (as a plain ILIKE would).
 */
export const MAX_SEARCH_IDS = 10_000;

/**
 * The ids each SearchThrough field matches for `q` (a farmer's name: their role links), found
 * before the list is counted and paged; undefined when more than MAX_SEARCH_IDS. Keyed by the
 * set's SQL: a name searched as farmer and as QA agent is looked up once.
 */
export type SearchSets = Map<string, string[] | undefined>;

const setKey = (search: SearchThrough) => search.ids('$1');

export async function findSearchSets(
  db: Queryable,
  q: string | undefined,
  fields: Record<string, FieldDef>,
): Promise<SearchSets> {
  const text = q?.trim();
  const throughs = fieldNames(fields, 'search')
    .map((name) => fields[name].search)
    .filter((search): search is SearchThrough => typeof search === 'object');
  const keys = [...new Set(throughs.map(setKey))];
  if (!text || keys.length === 0) return new Map();
  const columns = keys.map((ids, i) => `ARRAY(${ids} LIMIT ${MAX_SEARCH_IDS + 1})::text[] AS s${i}`);
  const { rows } = await db.query<Record<string, string[]>>(`SELECT ${columns.join(', ')}`, [likePattern(text)]);
  return new Map(keys.map((key, i) => [key, rows[0][`s${i}`].length > MAX_SEARCH_IDS ? undefined : rows[0][`s${i}`]]));
}

/**
 * `q=wanj`: any searchable field contains it, ignoring case (see FieldDef.search).
 *
 * A name stored as an id matches by the ids found beforehand (findSearchSets), passed as a
 * parameter, which PostgreSQL plans as a constant: it both uses the column's index for it
 * (each OR'd field keeps its index: a bitmap OR) and, should it read rows instead, hashes the
 * array. An array it computes itself (ARRAY(SELECT ...)) is searched element by element on
 * every row read: 3.5 s for "kamau" over 200,000 rejections.
 */
export function searchCondition(
  q: string | undefined,
  fields: Record<string, FieldDef>,
  params: SqlParams,
  sets: SearchSets = new Map(),
): string | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const searchable = fieldNames(fields, 'search');
  if (searchable.length === 0) return undefined;
  const pattern = params.lazy(likePattern(text));
  const prefix = params.lazy(`${likePattern(text.toLowerCase()).slice(1)}`);
  const conditions = searchable.map((name) => {
    const { sql, search } = fields[name];
    if (search === 'prefix') return `lower(${sql}) LIKE ${prefix()}`;
    if (typeof search === 'object') return throughCondition(search, sets.get(setKey(search)), params, pattern);
    return `${sql} ILIKE ${pattern()}`;
  });
  return `(${conditions.join(' OR ')})`;
}

function throughCondition(search: SearchThrough, ids: string[] | undefined, params: SqlParams, pattern: () => string) {
  const { column, list, idType = 'uuid' } = search;
  if (ids) {
    const array = params.add(ids, `${idType}[]`);
    return list ? `${column} && ${array}` : `${column} = ANY(${array})`;
  }
  const matching = search.ids(pattern());
  return list
    ? `EXISTS (SELECT 1 FROM unnest(${column}) AS x(id) WHERE x.id IN (${matching}))`
    : `${column} IN (${matching})`;
}
