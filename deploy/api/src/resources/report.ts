import type { PermissionName } from '../auth/permissions';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { fieldError } from '../http/errors';
import type { ListOptions } from './store';
import { personName, type SqlParams } from './sql';
import { fieldNames } from './list-query';
import type { ListableDef } from './types';
import { DateOnly, ListQuery, Uuid } from '../schemas/common';
import { REPORT_INTERVALS, type ReportGrouping, type ReportInterval } from './grouping';

/** Days an aggregate report covers when `from` and `to` are left out (today included). */
export const DEFAULT_PERIOD_DAYS = 30;

/** The period placeholders a report's SQL uses: inclusive days in the organisation's zone (db/time-zone.ts). */
export interface PeriodSql {
  /** A date expression: `from`, else 29 days before `to` (the report's defaultPeriodDays - 1). */
  from(): string;
  /** A date expression: `to`, else today. */
  to(): string;
  /** The status condition, for a report whose statuses apply inside its source ('true' when none). */
  status: string;
  /** The days just before the period, as many as it has: what "change versus the previous period" compares with. */
  previousFrom(): string;
  previousTo(): string;
  /** group_by of a report with groupings (its first grouping when not asked). */
  group: ReportGrouping;
  /** interval of a report with intervals: days, ISO weeks or months (its first when not asked). */
  interval: ReportInterval;
}

/** One GET /reports/<name> answering Page<row>. */
export interface ReportDef extends ListableDef {
  /** What reading it needs: the permission of the records it shows. */
  permission: PermissionName;
  summary: string;
  description: string;
  /** The row, field for field as in the contracts (domain.ts). */
  row: TObject;
  /** Or from/to parameterise the source (aggregates over a period, default the last 30 days). */
  source?(period: PeriodSql): string;
  /** status=<value>: the SQL condition over t for each value (or inside the source, see statusesIn). */
  statuses?: Record<string, string>;
  /** 'source': the status condition is handed to source() (it filters what is aggregated). */
  statusesIn?: 'rows' | 'source';
  statusDescription?: string;
  /** group_by=<one of these>: what one row of the source stands for (the first is the default). */
  groupings?: readonly ReportGrouping[];
  /** interval=<one of these>: the bucket of a report over time (the first is the default). */
  intervals?: readonly ReportInterval[];
  /** Days the period covers when `from` is left out (today included); default DEFAULT_PERIOD_DAYS. */
  defaultPeriodDays?: number;
}

const names = (def: ListableDef, flag: 'filter' | 'sort' | 'search') => fieldNames(def.fields, flag);

function baseParams(def: ReportDef) {
  return {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: all of them.' })),
    org_id: Type.Optional(Uuid({ description: 'Same as organization_id.' })),
    filter: Type.Optional(
      Type.String({
        description: `name:value pairs, comma-separated. Filterable: ${names(def, 'filter').join(', ') || 'none'}.`,
      }),
    ),
    limit: ListQuery.properties.limit,
    offset: ListQuery.properties.offset,
    sort: Type.Optional(
      Type.String({
        description: `field or -field, comma-separated. Sortable: ${names(def, 'sort').join(', ')}. Default: ${def.defaultSort}.`,
      }),
    ),
    q: Type.Optional(
      Type.String({
        maxLength: 200,
        description: `Case-insensitive search in: ${names(def, 'search').join(', ') || 'nothing'}.`,
      }),
    ),
    format: ListQuery.properties.format,
    columns: ListQuery.properties.columns,
  };
}

const periodParams = (period: string) => ({
  from: Type.Optional(DateOnly({ description: `First day, yyyy-MM-dd, in the organisation's time zone. ${period}` })),
  to: Type.Optional(DateOnly({ description: 'Last day, included.' })),
});

export const statusParam = (statuses: Record<string, string>, description: string | undefined) => ({
  status: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: Object.keys(statuses), description })),
});

const GROUP_DESCRIPTIONS: Record<ReportGrouping, string> = {
  organisation: 'one row per organisation',
  route: "one row per route (milk counts for the route of the trip that carried it; milk on no trip is 'No route')",
  centre: 'one row per collection centre',
  farmer: 'one row per farmer (Producer link)',
};

const groupParam = (groupings: readonly ReportGrouping[]) => ({
  group_by: Type.Optional(
    Type.Unsafe<ReportGrouping>({
      type: 'string',
      enum: [...groupings],
      description: `What a row stands for; default ${groupings[0]}. ${groupings.map((g) => `${g}: ${GROUP_DESCRIPTIONS[g]}`).join('; ')}.`,
    }),
  ),
});

const intervalParam = (intervals: readonly ReportInterval[]) => ({
  interval: Type.Optional(
    Type.Unsafe<ReportInterval>({
      type: 'string',
      enum: [...intervals],
      description: `Bucket of each point; default ${intervals[0]}. week: ISO weeks starting Monday; month: calendar months (a bucket is cut at the period's ends).`,
    }),
  ),
});

type AllParams = ReturnType<typeof baseParams> &
  ReturnType<typeof periodParams> &
  ReturnType<typeof statusParam> &
  ReturnType<typeof groupParam> &
  ReturnType<typeof intervalParam>;

/** What a report's handler reads: any report's query, whose period, status, group and interval may be absent. */
export type ReportQueryType = Static<TObject<AllParams>>;

/**
 * The query string of a report: what it accepts is spelled out for the OpenAPI document, and
 * nothing else passes (additionalProperties false). Every parameter is optional, so the
 * handler may read the query as the widest shape: what a report does not take is absent.
 */
export function reportQuery(def: ReportDef): TObject<AllParams> {
  const period = def.period
    ? def.period.description
    : def.source
      ? `Period of the aggregates; default the last ${def.defaultPeriodDays ?? DEFAULT_PERIOD_DAYS} days ending today.`
      : undefined;
  const properties = {
    ...baseParams(def),
    ...(period ? periodParams(period) : {}),
    ...(def.statuses ? statusParam(def.statuses, def.statusDescription) : {}),
    ...(def.groupings ? groupParam(def.groupings) : {}),
    ...(def.intervals ? intervalParam(def.intervals) : {}),
  };
  return Type.Object(properties, { additionalProperties: false }) as unknown as TObject<AllParams>;
}

/** from after to is a mistake the client should hear about. */
export function assertPeriod(query: { from?: string; to?: string }): void {
  if (query.from && query.to && query.from > query.to) throw fieldError('to', 'must not be before from');
}

export function periodSql(
  params: SqlParams,
  from: string | undefined,
  to: string | undefined,
  status = 'true',
  shape: { group?: ReportGrouping; interval?: ReportInterval; days?: number } = {},
): PeriodSql {
  const toDay = params.lazy(to ?? null, 'date');
  const fromDay = params.lazy(from ?? null, 'date');
  const days = shape.days ?? DEFAULT_PERIOD_DAYS;
  const toSql = () => `coalesce(${toDay()}, current_date)`;
  const fromSql = () => `coalesce(${fromDay()}, ${toSql()} - ${days - 1})`;
  return {
    from: fromSql,
    to: toSql,
    status,
    // A period of n days is compared with the n days that end the day before it starts.
    previousFrom: () => `(${fromSql()} - (${toSql()} - ${fromSql()} + 1))`,
    previousTo: () => `(${fromSql()} - 1)`,
    group: shape.group ?? 'organisation',
    interval: shape.interval ?? REPORT_INTERVALS[0],
  };
}

/** from/to over a list's period column: whole days of the organisation's zone, index-friendly. */
export function periodConditions(def: ListableDef, query: { from?: string; to?: string }, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (def.period && query.from) conditions.push(`${def.period.sql} >= ${params.add(query.from, 'date')}`);
  if (def.period && query.to) conditions.push(`${def.period.sql} < ${params.add(query.to, 'date')} + 1`);
  return conditions;
}

/** The period and status of a report query as list options. */
export function reportOptions(def: ReportDef, query: ReportQueryType): ListOptions {
  assertPeriod(query);
  const source = def.source;
  const status = def.statuses && query.status ? `(${def.statuses[query.status]})` : undefined;
  const inSource = def.statusesIn === 'source';
  return {
    table: source
      ? (params) =>
          source(
            periodSql(params, query.from, query.to, inSource ? status : undefined, {
              group: query.group_by ?? def.groupings?.[0],
              interval: query.interval ?? def.intervals?.[0],
              days: def.defaultPeriodDays,
            }),
          )
      : undefined,
    conditions: (params) => {
      const conditions = periodConditions(def, query, params);
      if (status && !inSource) conditions.push(status);
      return conditions;
    },
  };
}

/** SQL: the names of the user-role links in the uuid[] `ids`, in their order. */
export const namesOf = (ids: string) =>
  `ARRAY(SELECT ${personName('u')} FROM unnest(${ids}) WITH ORDINALITY AS x(id, n)
           JOIN user_roles ur ON ur.id = x.id JOIN users u ON u.id = ur.user_id ORDER BY x.n)`;

/** SQL: yyyy-MM-dd of a timestamp in the organisation's zone (the session's TimeZone). */
export const day = (sql: string) => `to_char(${sql}, 'YYYY-MM-DD')`;

/**
 * Query of the aggregate answers (aggregate-route.ts): the organisation, a period, the
 * answer's `own` parameters (a status, an interval, a filter), a format.
 */
export function aggregateQuery<P extends TProperties>(own: P) {
  return Type.Object(
    {
      organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: all of them.' })),
      org_id: Type.Optional(Uuid({ description: 'Same as organization_id.' })),
      from: Type.Optional(
        DateOnly({ description: `First day, yyyy-MM-dd; default ${DEFAULT_PERIOD_DAYS - 1} days before to.` }),
      ),
      to: Type.Optional(
        DateOnly({ description: "Last day, included; default today in the organisation's time zone." }),
      ),
      ...own,
      format: ListQuery.properties.format,
    },
    { additionalProperties: false },
  );
}
