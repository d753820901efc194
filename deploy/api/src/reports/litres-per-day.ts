import { Type } from '@sinclair/typebox';
import { DateOnly } from '../schemas/common';
import { aggregateRoute, MAX_DAYS } from './aggregate-route';
import { PICKUP_STATE_DESCRIPTION, PICKUP_STATES } from './pickup-state';
import { aggregateQuery, statusParam } from '../resources/report';

export const LitresPerDayPoint = Type.Object(
  {
    date: DateOnly(),
    morning_litres: Type.Number(),
    evening_litres: Type.Number(),
    total_litres: Type.Number(),
  },
  { title: 'LitresPerDayPoint' },
);

const LitresQuery = aggregateQuery(statusParam(PICKUP_STATES, PICKUP_STATE_DESCRIPTION));

/** GET /reports/litres-per-day: accepted litres per day and shift, every day of the period. */
export const litresPerDayRoute = aggregateRoute({
  name: 'litres-per-day',
  permission: 'reports:read',
  operationId: 'listLitresPerDay',
  summary: 'Accepted litres per day, morning and evening',
  description:
    `A plain array (not a Page): one point per day from..to (default the last 30 days, at most ${MAX_DAYS}), ` +
    'days without milk included as zeros, oldest first. format=csv: litres-per-day.csv.',
  querystring: LitresQuery,
  row: LitresPerDayPoint,
  many: true,
  maxDays: MAX_DAYS,
  sql: ({ query, orgs, params, period }) => {
    const scope = params.add(orgs, 'uuid[]');
    const accepted = (shift?: string) =>
      `coalesce(sum(c.accepted_litres)${shift ? ` FILTER (WHERE c.shift = '${shift}')` : ''}, 0)`;
    return `WITH d AS (SELECT ${period.from()} AS f, ${period.to()} AS t),
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
          ORDER BY s.day`;
  },
  toJson: (row) => ({
    date: row.date,
    morning_litres: Number(row.morning_litres),
    evening_litres: Number(row.evening_litres),
    total_litres: Number(row.total_litres),
  }),
});
