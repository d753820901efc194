import { Type, type Static, type TObject } from '@sinclair/typebox';
import { csvColumns, pickColumns, sendCsv } from './csv';
import { exportTimeZone } from './csv-time';
import type { CrudAction, RouteAccess } from '../auth/permissions';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { DateOnly, errorResponses, IdParams, ListQuery, PageOrCsv, PopulateQuery } from '../schemas/common';
import { assertPeriod, periodConditions } from './report';
import { fieldCondition, fieldNames } from './list-query';
import { organisationTimeZone } from './scope';
import type { ListOptions } from './store';
import type { Operation, ResourceDef } from './types';

const periodParams = (description: string) => ({
  from: Type.Optional(
    DateOnly({ description: `First day, yyyy-MM-dd, in the organisation's time zone. ${description}` }),
  ),
  to: Type.Optional(DateOnly({ description: 'Last day, included.' })),
});
const statusParam = {
  status: Type.Optional(Type.String({ maxLength: 50, description: 'Same as filter=status:<value>.' })),
};

/**
 * The list's query: a resource with a period also takes from/to, and status= when it has a
 * filterable status field (what the console's filter bar sends). Each shape is its own schema,
 * so a request's query is typed as exactly what was validated.
 */
function listQueryOf(def: ResourceDef) {
  if (!def.period) return ListQuery;
  const period = periodParams(def.period.description);
  const own = Object.fromEntries(
    (def.queryFilters ?? []).map((name) => [
      name,
      Type.Optional(Type.String({ maxLength: 100, description: `Same as filter=${name}:<value>.` })),
    ]),
  );
  if (!def.fields.status?.filter) return Type.Object({ ...ListQuery.properties, ...period, ...own });
  return Type.Object({ ...ListQuery.properties, ...period, ...statusParam, ...own });
}

/** Any of the list queries above: the period and status parameters may be absent. */
type PeriodQuery = Static<TObject<typeof ListQuery.properties & ReturnType<typeof periodParams> & typeof statusParam>>;

function periodOptions(def: ResourceDef, query: PeriodQuery): ListOptions {
  assertPeriod(query);
  return {
    conditions: (params) => {
      const conditions = periodConditions(def, query, params);
      if (query.status && def.fields.status?.filter)
        conditions.push(fieldCondition('status', def.fields.status, [query.status], params));
      for (const name of def.queryFilters ?? []) {
        const value = (query as Record<string, unknown>)[name];
        if (typeof value === 'string') conditions.push(fieldCondition(name, def.fields[name], [value], params));
      }
      return conditions;
    },
  };
}

const ACTION_OF: Record<Operation, CrudAction> = {
  list: 'read',
  get: 'read',
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/** The permission an operation of a resource declares (see ResourceDef.access). */
export function accessOf(def: ResourceDef, operation: Operation): RouteAccess | undefined {
  return typeof def.access === 'string' ? `${def.access}:${ACTION_OF[operation]}` : def.access[operation];
}

function plural(def: ResourceDef): string {
  return def.name.replace(/-/g, ' ');
}

/** GET list, GET one, POST, PUT (partial) and DELETE for one resource definition. */
export function registerResource(app: ApiInstance, def: ResourceDef): void {
  const { store } = app.maziwa;
  const tags = [def.tag];
  const { item, create, update } = def.schemas;
  const populateHelp = def.populate ? ` populate: ${Object.keys(def.populate).join(', ')}.` : '';
  const filterable = fieldNames(def.fields, 'filter');
  const sortable = fieldNames(def.fields, 'sort');
  const searchable = fieldNames(def.fields, 'search').map((f) =>
    def.fields[f].search === 'prefix' ? `${f} (from its start)` : f,
  );
  const offers = (operation: Operation) => !def.operations || def.operations.includes(operation);
  // Embedded relations are not columns of an export.
  const columns = csvColumns(item, Object.keys(def.populate ?? {}));
  const ownColumns = (def.exportColumns?.({ timeZone: 'UTC' }) ?? []).map((column) => column.header);
  const ownHelp = ownColumns.length ? ` Its columns may also ask for ${ownColumns.join(', ')}: a screen's words.` : '';

  if (offers('list')) {
    app.get(
      `/${def.name}`,
      {
        config: { permission: accessOf(def, 'list') },
        schema: {
          tags,
          summary: `List ${plural(def)}`,
          description:
            `Filter on: ${filterable.join(', ')}. Sort on: ${sortable.join(', ')} (default ${def.defaultSort}).` +
            `${searchable.length ? ` q searches: ${searchable.join(', ')}.` : ''}${populateHelp}` +
            ` format=csv exports every matching row (${def.name}.csv; populate does not apply).${ownHelp}`,
          querystring: listQueryOf(def),
          response: { 200: PageOrCsv(item, `Page of ${def.label}`), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const query: PeriodQuery = request.query;
        const caller = callerOf(request);
        // from/to are days of the organisation's zone (docs/rules.md#dates).
        const options = {
          ...periodOptions(def, query),
          timeZone: def.period ? organisationTimeZone(caller, query.org_id) : undefined,
        };
        if (query.format === 'csv') {
          const batches = await store.stream(def, caller, query, options);
          const timeZone = exportTimeZone(app.maziwa.db, caller, query.org_id);
          const own = def.exportColumns?.({ orgId: query.org_id, timeZone }) ?? [];
          return sendCsv(reply, def.name, pickColumns(columns, query.columns, own), batches, timeZone);
        }
        return store.list(def, caller, query, options);
      },
    );
  }

  if (offers('get')) {
    app.get(
      `/${def.name}/:id`,
      {
        config: { permission: accessOf(def, 'get') },
        schema: {
          tags,
          summary: `Get one ${def.label.toLowerCase()}`,
          params: IdParams,
          querystring: PopulateQuery,
          response: { 200: item, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { populate } = request.query;
        return store.findOne(app.maziwa.db, def, id, callerOf(request), populate);
      },
    );
  }

  if (offers('create')) {
    app.post(
      `/${def.name}`,
      {
        config: { permission: accessOf(def, 'create') },
        schema: {
          tags,
          summary: `Create a ${def.label.toLowerCase()}`,
          body: create,
          response: { 201: item, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const created = await store.create(def, callerOf(request), request.body);
        return reply.code(201).send(created);
      },
    );
  }

  if (offers('update')) {
    app.put(
      `/${def.name}/:id`,
      {
        config: { permission: accessOf(def, 'update') },
        schema: {
          tags,
          summary: `Update a ${def.label.toLowerCase()} (fields left out keep their value)`,
          params: IdParams,
          body: update,
          response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { id } = request.params;
        return store.update(def, callerOf(request), id, request.body);
      },
    );
  }

  if (offers('delete')) {
    app.delete(
      `/${def.name}/:id`,
      {
        config: { permission: accessOf(def, 'delete') },
        schema: {
          tags,
          summary: `Delete a ${def.label.toLowerCase()}`,
          params: IdParams,
          response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await store.remove(def, callerOf(request), id);
        return reply.code(204).send(null);
      },
    );
  }
}
