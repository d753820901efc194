import type { Database, Queryable } from '../db/database';
import { fieldError, forbidden, notFound } from '../http/errors';
import type { ListQueryType } from '../schemas/common';
import { filterConditions, orderBy, populateNames, searchCondition } from './list-query';
import { organisationsToList, targetOrganisation } from './scope';
import { insertRow, SqlParams, updateRow } from './sql';
import type { Caller, Json, ListableDef, ResourceDef, WriteContext } from './types';

export interface PageOf<T> {
  data: T[];
  total: number;
  limit: number;
  offset: number;
}

export const DEFAULT_LIMIT = 100;

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

  async list(def: ListableDef, caller: Caller, query: ListQueryType): Promise<PageOf<Json>> {
    const orgs = organisationsToList(caller, query.org_id);
    const populate = populateNames(query.populate, def.populate);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const offset = query.offset ?? 0;
    const order = orderBy(query.sort || def.defaultSort, def.fields);

    // Built twice: the count has no SELECT list, so it must not carry its parameters.
    const where = (params: SqlParams) =>
      [
        def.scope(params.add(orgs, 'uuid[]')),
        ...filterConditions(query.filter, def.fields, params),
        searchCondition(query.q, def.fields, params),
      ]
        .filter(Boolean)
        .join(' AND ');

    const countParams = new SqlParams();
    const countSql = `SELECT count(*)::int AS total FROM ${def.table} t WHERE ${where(countParams)}`;
    const rowParams = new SqlParams();
    const select = def.select(rowParams.lazy(caller.orgIds, 'uuid[]'));
    const rowSql = `SELECT ${select} FROM ${def.table} t WHERE ${where(rowParams)}
      ORDER BY ${order} LIMIT ${rowParams.add(limit)} OFFSET ${rowParams.add(offset)}`;

    const [{ rows: counted }, { rows }] = await Promise.all([
      this.db.query<{ total: number }>(countSql, countParams.values),
      this.db.query(rowSql, rowParams.values),
    ]);
    const data = rows.map((row) => def.toJson(row));
    await this.populate(this.db, def, data, populate, caller);
    return { data, total: counted[0].total, limit, offset };
  }

  /** Rows with these ids that the caller may see, by id. */
  async findMany(q: Queryable, def: ListableDef, ids: string[], caller: Caller): Promise<Map<string, Json>> {
    const found = new Map<string, Json>();
    if (ids.length === 0) return found;
    const params = new SqlParams();
    const select = def.select(params.lazy(caller.orgIds, 'uuid[]'));
    const sql = `SELECT ${select} FROM ${def.table} t
      WHERE t.id = ANY(${params.add([...new Set(ids)], 'uuid[]')}) AND ${def.scope(params.add(caller.orgIds, 'uuid[]'))}`;
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
          ? idsOf(row).map((id) => found.get(id)).filter(Boolean)
          : (found.get(value as string) ?? null);
      }
    }
  }

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
      const id = await insertRow(tx, def.table, columns);
      await def.afterWrite?.(id, input, ctx);
      return this.findOne(tx, def, id, caller);
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
      await updateRow(tx, def.table, id, columns);
      await def.afterWrite?.(id, input, ctx);
      return this.findOne(tx, def, id, caller);
    });
  }

  async remove(def: ResourceDef, caller: Caller, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.findOne(tx, def, id, caller);
      const readOnly = def.readOnly?.(existing);
      if (readOnly) throw forbidden(readOnly);
      const ctx: WriteContext = { tx, caller, existing, organizationId: existing.organization_id as string | undefined };
      if (def.remove) await def.remove(existing, ctx);
      else await tx.query(`DELETE FROM ${def.table} WHERE id = $1`, [id]);
    });
  }
}
