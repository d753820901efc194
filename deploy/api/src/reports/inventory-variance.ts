import { Type } from '@sinclair/typebox';
import { DateOnly, Uuid } from '../schemas/common';
import { MAX_DAYS } from './aggregate-route';
import type { PeriodSql, ReportDef } from '../resources/report';
import { varianceJson, varianceProperties, varianceSql } from './variance';

export const DailyVarianceRow = Type.Object(
  {
    id: Type.String({ description: 'organization_id:day, unique per row.' }),
    organization_id: Uuid(),
    day: DateOnly({ description: "The day, in the organisation's time zone." }),
    collected_litres: Type.Number({ description: 'Accepted litres delivered by farmers at every centre that day.' }),
    handed_over_litres: Type.Number({
      description: 'Litres handed over to the trips of the day (1 kg booked per litre).',
    }),
    trips: Type.Integer({ description: 'Trips of the day that carried milk or have a delivered figure.' }),
    trips_awaiting: Type.Integer({ description: 'Of those, trips with milk handed over and no delivered figure yet.' }),
    compared_litres: Type.Number({
      description: 'Litres handed over to the trips with a delivered figure: what the variance compares.',
    }),
    ...varianceProperties('Litres the cooling plant measured from the trips of the day.', 'compared'),
  },
  { title: 'DailyVarianceRow' },
);

/**
 * Every day of the period per organisation (zeros included, so a chart has no gaps): the day's
 * kept sums (collection_days by organisation and day) and its trips (by organisation and start
 * time), each trip's handovers by trip index. A period longer than MAX_DAYS keeps its last days.
 */
const source = (
  period: PeriodSql,
) => `(SELECT o.id || ':' || g.day AS id, o.id AS organization_id, o.variance_tolerance_pct AS tolerance, g.day,
          coalesce(c.collected, 0) AS collected, coalesce(v.handed, 0) AS handed, coalesce(v.trips, 0) AS trips,
          coalesce(v.awaiting, 0) AS awaiting, coalesce(v.compared, 0) AS compared, v.delivered
     FROM organizations o
     CROSS JOIN LATERAL (
       SELECT d::date AS day
         FROM generate_series(greatest(${period.from()}, ${period.to()} - ${MAX_DAYS - 1})::timestamp,
                              ${period.to()}::timestamp, interval '1 day') d) g
     LEFT JOIN LATERAL (SELECT sum(cd.accepted_litres) AS collected FROM collection_days cd
                         WHERE cd.organization_id = o.id AND cd.day = g.day) c ON true
     LEFT JOIN LATERAL (
       SELECT sum(h.handed) AS handed, count(*)::int AS trips,
              count(*) FILTER (WHERE tr.delivered_litres IS NULL AND h.handed > 0)::int AS awaiting,
              sum(h.handed) FILTER (WHERE tr.delivered_litres IS NOT NULL) AS compared,
              sum(tr.delivered_litres) AS delivered
         FROM trips tr
         CROSS JOIN LATERAL (SELECT coalesce(sum(cs.handed_over_weight_kg), 0) AS handed
                               FROM consolidations cs WHERE cs.trip_id = tr.id) h
        WHERE tr.organization_id = o.id AND tr.start_time >= g.day AND tr.start_time < g.day + 1
          AND (h.handed > 0 OR tr.delivered_litres IS NOT NULL)) v ON true)`;

const V = varianceSql('t.delivered', 't.compared', 't.tolerance');

/** One row per organisation and day: litres delivered at the plant against litres handed over. */
export const inventoryVariance: ReportDef = {
  name: 'inventory-variance',
  permission: 'trips:read',
  label: 'Daily variance',
  summary: 'Daily variance: litres delivered at the cooling plant against litres handed over at the centres',
  description:
    'One row per day of from..to (default the last 30 days, at most 731 days: the last ones), every day included. ' +
    'variance = delivered - handed over, over the trips of the day with a delivered figure; flagged when ' +
    "|variance_pct| is above the organisation's variance_tolerance_pct (default 0.5).",
  row: DailyVarianceRow,
  table: 'organizations',
  source,
  select:
    () => `t.id, t.organization_id, to_char(t.day, 'YYYY-MM-DD') AS day, t.collected, t.handed, t.trips, t.awaiting,
    t.compared, ${V.select}`,
  fields: {
    day: { sql: 't.day', type: 'timestamp', filter: true, sort: true, notNull: true },
    collected_litres: { sql: 't.collected', type: 'number', sort: true, notNull: true },
    handed_over_litres: { sql: 't.handed', type: 'number', sort: true, notNull: true },
    ...V.fields,
  },
  defaultSort: '-day',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    day: row.day,
    collected_litres: Number(row.collected),
    handed_over_litres: Number(row.handed),
    trips: Number(row.trips),
    trips_awaiting: Number(row.awaiting),
    compared_litres: Number(row.compared),
    ...varianceJson(row),
  }),
};
