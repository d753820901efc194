import { Type } from '@sinclair/typebox';
import { DateOnly } from '../schemas/common';
import { aggregateRoute, MAX_DAYS } from './aggregate-route';
import { bucketStart, REPORT_INTERVALS, type ReportInterval } from '../resources/grouping';
import { aggregateQuery } from '../resources/report';

export const MilkVolumePoint = Type.Object(
  {
    start_date: DateOnly({
      description: "The bucket's first day (a week's Monday, a month's 1st), or from when the period starts later.",
    }),
    end_date: DateOnly({ description: "The bucket's last day, or to when the period ends sooner." }),
    morning_litres: Type.Number(),
    evening_litres: Type.Number(),
    total_litres: Type.Number(),
  },
  { title: 'MilkVolumePoint' },
);

const MilkVolumeQuery = aggregateQuery({
  interval: Type.Optional(
    Type.Unsafe<ReportInterval>({
      type: 'string',
      enum: [...REPORT_INTERVALS],
      description:
        'day (default), week (ISO, from Monday) or month (calendar); the first and last buckets are cut at from and to.',
    }),
  ),
});

/** GET /reports/milk-volume-over-time: accepted litres per day, week or month, morning and evening. */
export const milkVolumeOverTimeRoute = aggregateRoute({
  name: 'milk-volume-over-time',
  permission: 'reports:read',
  operationId: 'listMilkVolumeOverTime',
  summary: 'Accepted litres per day, week or month, morning and evening',
  description:
    `A plain array (not a Page): one point per bucket of from..to (default the last 30 days, at most ${MAX_DAYS} days), ` +
    'oldest first, buckets without milk included as zeros. A week or month that starts before from or ends after to ' +
    'is cut there, so the points add up to GET /reports/summary total_litres for the same days. Reads the ' +
    'per-centre day sums. format=csv: milk-volume-over-time.csv.',
  querystring: MilkVolumeQuery,
  row: MilkVolumePoint,
  many: true,
  maxDays: MAX_DAYS,
  sql: ({ query, orgs, params, period }) => {
    const scope = params.add(orgs, 'uuid[]');
    const interval = query.interval ?? 'day';
    const bucket = (day: string) => `greatest(${bucketStart(interval, day)}, p.f)`;
    const litres = (shift?: string) =>
      `coalesce(sum(d.accepted_litres)${shift ? ` FILTER (WHERE d.shift = '${shift}')` : ''}, 0)`;
    return `WITH p AS (SELECT ${period.from()} AS f, ${period.to()} AS t),
              buckets AS (
                SELECT DISTINCT ${bucket('s.day::date')} AS start_day,
                       least((${bucketStart(interval, 's.day::date')} + interval '1 ${interval}')::date - 1, p.t) AS end_day
                  FROM p, generate_series(p.f, p.t, interval '1 day') AS s(day)),
              sums AS (
                SELECT ${bucket('d.day')} AS start_day, ${litres('morning')} AS morning, ${litres('evening')} AS evening,
                       ${litres()} AS total
                  FROM collection_days d, p
                 WHERE d.organization_id = ANY(${scope}) AND d.day BETWEEN p.f AND p.t
                 GROUP BY 1)
         SELECT to_char(b.start_day, 'YYYY-MM-DD') AS start_date, to_char(b.end_day, 'YYYY-MM-DD') AS end_date,
                coalesce(sums.morning, 0) AS morning_litres, coalesce(sums.evening, 0) AS evening_litres,
                coalesce(sums.total, 0) AS total_litres
           FROM buckets b LEFT JOIN sums ON sums.start_day = b.start_day
          ORDER BY b.start_day`;
  },
  toJson: (row) => ({
    start_date: row.start_date,
    end_date: row.end_date,
    morning_litres: Number(row.morning_litres),
    evening_litres: Number(row.evening_litres),
    total_litres: Number(row.total_litres),
  }),
});
