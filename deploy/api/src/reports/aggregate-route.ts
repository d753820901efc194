import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { PermissionName } from '../auth/permissions';
import type { Row } from '../db/database';
import { inTimeZone } from '../db/time-zone';
import { csvColumns, oneBatch, sendCsv } from '../resources/csv';
import { exportTimeZone } from '../resources/csv-time';
import { fieldError } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance, AuthContext } from '../plugins/services';
import { organisationsToList, organisationTimeZone } from '../resources/scope';
import { SqlParams } from '../resources/sql';
import type { Json } from '../resources/types';
import { errorResponses } from '../schemas/common';
import { assertPeriod, periodSql, type PeriodSql } from '../resources/report';

/** A chart of two years of days is plenty; more is a mistake or an attack. */
export const MAX_DAYS = 731;

/** What every aggregate answer's query holds (each adds its own parameters). */
interface PeriodQuery {
  organization_id?: string;
  org_id?: string;
  from?: string;
  to?: string;
  format?: 'json' | 'csv';
}

/** What an aggregate answer's SQL is written from. */
export interface AggregateContext<Query> {
  query: Query;
  caller: AuthContext;
  /** The organisations asked for (all the caller's when none is). */
  orgs: string[];
  params: SqlParams;
  /** from..to, defaulting to the last 30 days, in the organisation's zone. */
  period: PeriodSql;
}

/**
 * An answer that is not a Page: one object (the cards of a page) or, with `many`, a plain
 * array (the points of a chart), computed by one SQL statement over a period and answered as
 * CSV with format=csv (<name>.csv).
 */
export interface AggregateAnswer<Q extends TObject> {
  /** GET /reports/<name>; the CSV file's name. */
  name: string;
  permission: PermissionName;
  operationId: string;
  summary: string;
  description: string;
  querystring: Q;
  /** The object answered, or one element of the array with `many`. Its title names it in the response description. */
  row: TObject;
  many?: boolean;
  /** The longest from..to in days: a longer one is a 400 naming `from`. */
  maxDays?: number;
  sql(context: AggregateContext<Static<Q> & PeriodQuery>): string;
  toJson(row: Row): Json;
}

/** The route of an aggregate answer, to register as a plugin: the checks, the scope, the zone and CSV are the same for all. */
export function aggregateRoute<Q extends TObject>(typed: AggregateAnswer<Q>) {
  // Each answer's sql reads its own query's type; the route handles them all alike, as a query
  // that holds at least the period (every answer's querystring is built by aggregateQuery).
  const answer: AggregateAnswer<TObject> = typed;
  const { name, many = false, maxDays, row } = answer;
  return async function route(app: ApiInstance): Promise<void> {
    app.get<{ Querystring: Static<TObject> & PeriodQuery }>(
      `/reports/${name}`,
      {
        config: { permission: answer.permission },
        schema: {
          tags: ['Reports'],
          operationId: answer.operationId,
          summary: answer.summary,
          description: answer.description,
          querystring: answer.querystring,
          response: {
            200: {
              description: `${row.title}${many ? '[]' : ''}; with format=csv, text/csv`,
              content: {
                'application/json': { schema: many ? Type.Array(row) : row },
                'text/csv': { schema: Type.String() },
              },
            },
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const { query } = request;
        assertPeriod(query);
        if (
          maxDays &&
          query.from &&
          query.to &&
          (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= maxDays
        ) {
          throw fieldError('from', `must be at most ${maxDays} days before to`);
        }
        const caller = callerOf(request);
        const orgs = organisationsToList(caller, query.organization_id ?? query.org_id);
        const params = new SqlParams();
        const period = periodSql(params, query.from, query.to);
        const sql = answer.sql({ query, caller, orgs, params, period });
        const { rows } = await inTimeZone(app.maziwa.db, organisationTimeZone(caller, orgs[0])).query(
          sql,
          params.values,
        );
        const answered = rows.map(answer.toJson);
        if (query.format === 'csv') {
          const zone = exportTimeZone(app.maziwa.db, caller, orgs[0]);
          return sendCsv(reply, name, csvColumns(row), oneBatch(answered), zone);
        }
        return many ? answered : answered[0];
      },
    );
  };
}
