import { Type } from '@sinclair/typebox';
import { inTimeZone } from '../db/time-zone';
import { fieldError } from '../http/errors';
import { csvColumns, oneBatch, sendCsv } from '../http/csv';
import { exportTimeZone } from '../http/csv-time';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { SqlParams } from '../resources/sql';
import { organisationsToList, organisationTimeZone } from '../resources/scope';
import { DateOnly, errorResponses } from '../schemas/common';
import { PICKUP_STATE_DESCRIPTION, PICKUP_STATES } from './pickup-state';
import { aggregateQuery, assertPeriod, periodSql } from './report';

/** A chart of two years of days is plenty; more is a mistake or an attack. */
export const MAX_DAYS = 731;

export const LitresPerDayPoint = Type.Object(
  {
    date: DateOnly(),
    morning_litres: Type.Number(),
    evening_litres: Type.Number(),
    total_litres: Type.Number(),
  },
  { title: 'LitresPerDayPoint' },
);

interface PointRow {
  date: string;
  morning_litres: string | number;
  evening_litres: string | number;
  total_litres: string | number;
}

const LitresQuery = aggregateQuery(Object.keys(PICKUP_STATES), PICKUP_STATE_DESCRIPTION);

/** GET /reports/litres-per-day: accepted litres per day and shift, every day of the period. */
export async function litresPerDayRoute(app: ApiInstance): Promise<void> {
  app.get(
    '/reports/litres-per-day',
    {
      config: { permission: 'reports:read' },
      schema: {
        tags: ['Reports'],
        operationId: 'listLitresPerDay',
        summary: 'Accepted litres per day, morning and evening',
        description:
          `A plain array (not a Page): one point per day from..to (default the last 30 days, at most ${MAX_DAYS}), ` +
          'days without milk included as zeros, oldest first. format=csv: litres-per-day.csv.',
        querystring: LitresQuery,
        response: {
          200: {
            description: 'LitresPerDayPoint[]; with format=csv, text/csv',
            content: {
              'application/json': { schema: Type.Array(LitresPerDayPoint) },
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
      if (query.from && query.to && (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 >= MAX_DAYS) {
        throw fieldError('from', `must be at most ${MAX_DAYS} days before to`);
      }
      const caller = callerOf(request);
      const orgs = organisationsToList(caller, query.organization_id ?? query.org_id);
      const params = new SqlParams();
      const period = periodSql(params, query.from, query.to);
      const scope = params.add(orgs, 'uuid[]');
      const accepted = (shift?: string) =>
        `coalesce(sum(c.accepted_litres)${shift ? ` FILTER (WHERE c.shift = '${shift}')` : ''}, 0)`;
      const { rows } = await inTimeZone(app.maziwa.db, organisationTimeZone(caller, orgs[0])).query<PointRow>(
        `WITH d AS (SELECT ${period.from()} AS f, ${period.to()} AS t),
              daily AS (
                SELECT c.day, ${accepted('morning')} AS morning, ${accepted('evening')} AS evening,
                       ${accepted()} AS total
                  FROM collection_days c, d
                 WHERE c.organization_id = ANY(${scope}) AND c.day BETWEEN d.f AND d.t
                   AND ${PICKUP_STATES[query.status ?? 'all']}
                 GROUP BY 1)
         SELECT to_char(s.day, 'YYYY-MM-DD') AS date, coalesce(daily.morning, 0) AS morning_litres,
                coalesce(daily.evening, 0) AS evening_litres, coalesce(daily.total, 0) AS total_litres
           FROM d, generate_series(d.f, d.t, interval '1 day') AS s(day)
           LEFT JOIN daily ON daily.day = s.day::date
          ORDER BY s.day`,
        params.values,
      );
      const points = rows.map((row) => ({
        date: row.date,
        morning_litres: Number(row.morning_litres),
        evening_litres: Number(row.evening_litres),
        total_litres: Number(row.total_litres),
      }));
      if (query.format === 'csv') {
        return sendCsv(reply, 'litres-per-day', csvColumns(LitresPerDayPoint), oneBatch(points), exportTimeZone(app.maziwa.db, caller, orgs[0]));
      }
      return points;
    },
  );
}
