import { recordWrite } from './record';
import type { Database, Queryable, Row } from '../db/database';
import { inTimeZone } from '../db/time-zone';
import { fieldError, forbidden, notFound } from '../http/errors';
import type { ListQueryType } from '../schemas/common';
import { filterConditions, orderBy, populateNames } from './list-query';
import { findSearchSets, searchCondition, type SearchSets } from './search';
import { organisationsToList, targetOrganisation } from './scope';
import { assertOwnCentre, centreCondition, isCentreLimited } from './centre-scope';
import { insertRow, SqlParams, updateRow } from './sql';
import type { Caller, Json, ListableDef, ResourceDef, WriteContext } from './types';

export interface PageOf<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}

export const DEFAULT_LIMIT = 100;
/** From this offset on, a page is read from whichever end of the list is nearer (see list). */
export const FAR_OFFSET = 1000;
/**
 * Rows per round trip of an export. On PGlite each page is a query that runs on the main
 * thread (about 15 ms per 500 collections): small pages keep every pause of the other
 * requests short.
 */
export const EXPORT_BATCH = 500;

/** What a report adds to a list: a source that takes parameters, and more conditions. */
export interface ListOptions {
  /** Replaces def.table: a FROM source with parameters (a report's period). */
  table?: (params: SqlParams) => string;
  /** More WHERE conditions over the alias t (a report's from/to and status). */
  conditions?: (params: SqlParams) => string[];
  /** The zone its days count in (an organisation's own, docs/rules.md#dates); default the server's. */
  timeZone?: string;
}

/** How an export's rows are read: the whole ordered query, or its ids then their rows. */
interface ExportSql {
  /** Every row in the list's order, with its parameters. */
  all(): { sql: string; params: SqlParams };
  /** The ids of every row in the list's order. */
  ids(): { sql: string; params: SqlParams };
  /** The rows of these ids, in the list's order. */
  rowsOf(ids: string[]): { sql: string; params: SqlParams };
}

/**
 * A server cursor where the database has one (a consistent snapshot on its own connection).
 * On PGlite (one connection, queries on the main thread) the ordered ids are read first, then
 * the rows by EXPORT_BATCH ids at a time: every page costs the same short query, and the
 * connection is free between pages for other requests. Pages by OFFSET re-read every row
 * before the page, so a 37,000-row export in pages of 500 took 5 s instead of 1.6 s.
 */
async function* batchesOf(db: Database, sql: ExportSql, timeZone?: string): AsyncGenerator<Row[]> {
  if (db.cursor) {
    const all = sql.all();
    yield* db.cursor(all.sql, all.params.values, EXPORT_BATCH, timeZone);
    return;
  }
  const zoned = inTimeZone(db, timeZone);
  const ids = sql.ids();
  const { rows } = await zoned.query<{ id: string }>(ids.sql, ids.params.values);
  const order = rows.map((row) => row.id);
  for (let start = 0; start < order.length; start += EXPORT_BATCH) {
    const page = sql.rowsOf(order.slice(start, start + EXPORT_BATCH));
    const found = await zoned.query(page.sql, page.params.values);
    // A row deleted since the ids were read is left out; the others keep the list's order.
    if (found.rows.length > 0) yield found.rows;
  }
}

/** Reads and writes any resource definition, always inside the caller's organisations. */
export class ResourceStore {
  private readonly defs = new Map<string, ListableDef>();

  constructor(private readonly db: Database) {}

  add(def: ListableDef): this {
    this.defs.set(def.name, def);
    return this;
  }

  get(name: string): ListableDef {
    const def = this.defs.get(name);
    if (!def) throw new Error(`Unknown resource ${name}`);
    return def;
  }

  async list(def: ListableDef, caller: Caller, query: ListQueryType, options: ListOptions = {}): Promise<PageOf<Json>> {
    const populate = populateNames(query.populate, def.populate);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const offset = query.offset ?? 0;
    const db = inTimeZone(this.db, options.timeZone);
    const sets = await findSearchSets(db, query.q, def.fields);
    const { count, rows: select } = this.listSql(def, caller, query, options, sets);
    const page = (from: number, size: number, reversed = false) => {
      const params = select.params.copy();
      const sql = select.page(reversed, params.add(size), params.add(from));
      return db.query(sql, params.values).then(({ rows }) => (reversed ? rows.reverse() : rows));
    };
    const counting = db.query<{ total: number }>(count.sql, count.params.values).then(({ rows }) => rows[0].total);

    let total: number;
    let rows: Row[];
    if (offset < FAR_OFFSET) {
      [total, rows] = await Promise.all([counting, page(offset, limit)]);
    } else {
      // OFFSET walks every row it skips: the last page of 10 M deliveries took seconds. A page
      // in the back half is read from the far end in the reversed order, so the first and the
      // last pages cost the same; only pages near the middle of a huge list stay slow.
      total = await counting;
      const size = Math.max(0, Math.min(limit, total - offset));
      const fromEnd = total - offset - size;
      rows = size === 0 ? [] : fromEnd < offset ? await page(fromEnd, size, true) : await page(offset, size);
    }
    const data = rows.map((row) => def.toJson(row));
    await this.populate(db, def, data, populate, caller);
    return { data, total, limit, offset };
  }

  /**
   * Every matching row in the list's order, in batches (CSV exports), never all in memory.
   * Bad parameters throw here, before the first row: the caller can still answer 400.
   */
  async stream(
    def: ListableDef,
    caller: Caller,
    query: ListQueryType,
    options: ListOptions = {},
  ): Promise<AsyncIterable<Json[]>> {
    const { exports } = this.listSql(def, caller, query, options, await findSearchSets(this.db, query.q, def.fields));
    const batches = batchesOf(this.db, exports, options.timeZone);
    const iterator = batches[Symbol.asyncIterator]();
    let pending: IteratorResult<Row[]> | undefined = await iterator.next();
    // A plain iterator rather than a generator: return() must release the database cursor
    // even when the consumer stops before reading anything.
    const rows: AsyncIterableIterator<Json[]> = {
      [Symbol.asyncIterator]: () => rows,
      async next() {
        const result = pending ?? (await iterator.next());
        pending = undefined;
        return result.done ? { done: true, value: undefined } : { done: false, value: result.value.map(def.toJson) };
      },
      async return() {
        pending = undefined;
        await iterator.return?.(undefined);
        return { done: true, value: undefined };
      },
    };
    return rows;
  }

  /** The count and the ordered row query of a list, each with its own parameters. */
  private listSql(def: ListableDef, caller: Caller, query: ListQueryType, options: ListOptions, sets: SearchSets) {
    const orgs = organisationsToList(caller, query.org_id);
    orderBy(query.sort || def.defaultSort, def.fields); // a bad sort is a 400 before any query
    const from = (params: SqlParams) => options.table?.(params) ?? def.table;

    // Built twice: the count has no SELECT list, so it must not carry its parameters.
    const scope = (params: SqlParams) =>
      def.orgColumn && orgs.length === 1
        ? `${def.orgColumn} = ${params.add(orgs[0], 'uuid')}`
        : def.scope(params.add(orgs, 'uuid[]'));
    const where = (params: SqlParams) =>
      [
        scope(params),
        ...filterConditions(query.filter, def.fields, params),
        searchCondition(query.q, def.fields, params, sets),
        centreCondition(def, caller, params),
        ...(options.conditions?.(params) ?? []),
      ]
        .filter(Boolean)
        .join(' AND ');

    const countParams = new SqlParams();
    // A report's period and status add conditions; without them its own total still applies.
    const extra = options.conditions?.(new SqlParams()) ?? [];
    const unfiltered =
      !query.filter?.trim() &&
      !query.q?.trim() &&
      extra.length === 0 &&
      !options.table &&
      !isCentreLimited(def, caller);
    const countSql =
      unfiltered && def.total
        ? `SELECT (${def.total(countParams.add(orgs, 'uuid[]'))})::int AS total`
        : `SELECT count(*)::int AS total FROM ${from(countParams)} t WHERE ${where(countParams)}`;
    const rowParams = new SqlParams();
    const select = def.select(rowParams.lazy(caller.orgIds, 'uuid[]'));
    const source = `${from(rowParams)} t WHERE ${where(rowParams)}`;
    const order = (reversed: boolean) => orderBy(query.sort || def.defaultSort, def.fields, reversed);
    // Each export statement gets parameters of its own: a placeholder it does not use is an error.
    const exports: ExportSql = {
      all: () => ({ sql: `SELECT ${select} FROM ${source} ORDER BY ${order(false)}`, params: rowParams }),
      ids: () => {
        const params = new SqlParams();
        return { sql: `SELECT t.id FROM ${from(params)} t WHERE ${where(params)} ORDER BY ${order(false)}`, params };
      },
      rowsOf: (ids) => {
        const params = new SqlParams();
        const columns = def.select(params.lazy(caller.orgIds, 'uuid[]'));
        // No cast: PostgreSQL types the array as t.id (uuid for tables, text for grouped reports).
        const wanted = params.add(ids);
        return {
          sql: `SELECT ${columns} FROM ${from(params)} t WHERE t.id = ANY(${wanted}) ORDER BY ${order(false)}`,
          params,
        };
      },
    };
    return {
      count: { sql: countSql, params: countParams },
      exports,
      rows: {
        params: rowParams,
        /**
         * One page: the page's rows are picked first, then the select list (names, counts,
         * arrays per row) is computed for those rows only, not for every row skipped.
         */
        page: (reversed: boolean, limit: string, offset: string) =>
          `SELECT ${select} FROM (SELECT t.* FROM ${source} ORDER BY ${order(reversed)} LIMIT ${limit} OFFSET ${offset}) t
            ORDER BY ${order(reversed)}`,
      },
    };
  }

  /** Rows with these ids that the caller may see, by id. */
  async findMany(q: Queryable, def: ListableDef, ids: string[], caller: Caller): Promise<Map<string, Json>> {
    const found = new Map<string, Json>();
    if (ids.length === 0) return found;
    const params = new SqlParams();
    const select = def.select(params.lazy(caller.orgIds, 'uuid[]'));
    const centreOnly = centreCondition(def, caller, params);
    const sql = `SELECT ${select} FROM ${def.table} t
      WHERE t.id = ANY(${params.add([...new Set(ids)], 'uuid[]')}) AND ${def.scope(params.add(caller.orgIds, 'uuid[]'))}
        ${centreOnly ? `AND ${centreOnly}` : ''}`;
    const { rows } = await q.query(sql, params.values);
    for (const row of rows) {
      const json = def.toJson(row);
      found.set(json.id as string, json);
    }
    return found;
  }

  async findOne(q: Queryable, def: ListableDef, id: string, caller: Caller, populate?: string): Promise<Json> {
    const names = populateNames(populate, def.populate);
    const row = (await this.findMany(q, def, [id], caller)).get(id);
    // Another organisation's row answers like a missing one: existence is not revealed.
    if (!row) throw notFound(`${def.label} not found`);
    await this.populate(q, def, [row], names, caller);
    return row;
  }

  private async populate(q: Queryable, def: ListableDef, rows: Json[], names: string[], caller: Caller) {
    for (const name of names) {
      const relation = def.populate![name];
      const target = this.get(relation.resource);
      const idsOf = (row: Json): string[] => {
        const value = row[relation.from];
        if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
        return typeof value === 'string' ? [value] : [];
      };
      const found = await this.findMany(q, target, rows.flatMap(idsOf), caller);
      for (const row of rows) {
        const value = row[relation.from];
        row[name] = Array.isArray(value)
          ? idsOf(row)
              .map((id) => found.get(id))
              .filter(Boolean)
          : (found.get(value as string) ?? null);
      }
    }
  }

  // Every write records its audit event in its own transaction (src/audit): a write that
  // fails or rolls back leaves no trace, and none succeeds without one.
  async create(def: ResourceDef, caller: Caller, body: Json): Promise<Json> {
    return this.db.transaction(async (tx) => {
      const input: Json = { ...def.defaults, ...body };
      const ctx: WriteContext = { tx, caller };
      if (def.ownedByOrganization) {
        ctx.organizationId = targetOrganisation(caller, body.organization_id);
        input.organization_id = ctx.organizationId;
      }
      const columns = await def.toColumns(input, ctx);
      if (def.ownedByOrganization) columns.organization_id = ctx.organizationId;
      assertOwnCentre(def, caller, ctx.organizationId, columns);
      const id = await insertRow(tx, def.table, columns);
      await def.afterWrite?.(id, input, ctx);
      const created = await this.findOne(tx, def, id, caller);
      await recordWrite(tx, caller, def.name, undefined, created);
      return created;
    });
  }

  async update(def: ResourceDef, caller: Caller, id: string, body: Json): Promise<Json> {
    return this.db.transaction(async (tx) => {
      const existing = await this.findOne(tx, def, id, caller);
      const readOnly = def.readOnly?.(existing);
      if (readOnly) throw forbidden(readOnly);
      const input = def.merge ? def.merge(existing, body) : { ...existing, ...body };
      const ctx: WriteContext = { tx, caller, existing };
      if (def.ownedByOrganization) {
        // Rows point at others of their organisation (roles, routes, locations): moving one
        // would break those links, so the organisation is fixed at creation.
        if (body.organization_id !== undefined && body.organization_id !== existing.organization_id) {
          throw fieldError('organization_id', 'cannot be changed');
        }
        ctx.organizationId = existing.organization_id as string;
      }
      const columns = await def.toColumns(input, ctx);
      if (def.ownedByOrganization) columns.organization_id = ctx.organizationId;
      assertOwnCentre(def, caller, ctx.organizationId, columns);
      await updateRow(tx, def.table, id, columns);
      await def.afterWrite?.(id, input, ctx);
      const updated = await this.findOne(tx, def, id, caller);
      await recordWrite(tx, caller, def.name, existing, updated);
      return updated;
    });
  }

  async remove(def: ResourceDef, caller: Caller, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.findOne(tx, def, id, caller);
      const readOnly = def.readOnly?.(existing);
      if (readOnly) throw forbidden(readOnly);
      const ctx: WriteContext = {
        tx,
        caller,
        existing,
        organizationId: existing.organization_id as string | undefined,
      };
      if (def.remove) await def.remove(existing, ctx);
      else await tx.query(`DELETE FROM ${def.table} WHERE id = $1`, [id]);
      await recordWrite(tx, caller, def.name, existing, undefined);
    });
  }
}

declare module '../plugins/services' {
  interface ApiServices {
    /** The generic resources' store (api-plugin.ts adds every domain's resources). */
    store: ResourceStore;
  }
}
