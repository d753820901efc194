import { Type } from '@sinclair/typebox';
import { personName } from '../resources/sql';
import { DateOnly, Nullable, Uuid } from '../schemas/common';
import { NO_ROUTE } from '../resources/grouping';
import { NAME_FIELDS, namedJson } from './milk-volume-by-group';
import type { PeriodSql, ReportDef } from '../resources/report';

export const StoppedFarmerRow = Type.Object(
  {
    id: Uuid({ description: "The farmer's Producer link (its profile: /farmers/farmers-profiles/{id})." }),
    name: Type.String(),
    member_id: Nullable(Type.String()),
    centre_id: Uuid({ description: 'The centre of the last delivery.' }),
    centre_name: Type.String(),
    route_name: Type.String({
      description: `The route of the trip that carried the last delivery ('${NO_ROUTE}' without one).`,
    }),
    last_delivery_on: DateOnly({ description: 'Day of the last delivery before the period (in the previous period).' }),
    previous_deliveries: Type.Integer({ description: 'Deliveries in the previous period, accepted or rejected.' }),
    previous_litres: Type.Number({ description: 'Accepted litres in the previous period.' }),
  },
  { title: 'StoppedFarmerRow' },
);

// Whole days of the organisation's zone (the session's TimeZone during a report's query).
const startOf = (day: string) => `(${day})::timestamptz`;

/**
 * A farmer stopped when they delivered in the previous period and not at all in the period.
 * Candidates come from the running totals (migration 004, indexed by organisation and last
 * delivery): whoever delivered at or after the previous period's start. When the period ends
 * today or later, "nothing in the period" is "last delivery before it starts", a narrow range
 * of that index, so only the farmers who stopped are read. For a past period every farmer who
 * delivered since is a candidate and costs one probe of collections(producer_id, collected_at).
 */
function stoppedSource(p: PeriodSql): string {
  const periodStart = startOf(p.from());
  const periodEnd = startOf(`${p.to()} + 1`);
  const previousStart = startOf(p.previousFrom());
  // Grouped so the planner keeps it a unit: the cheap "nothing in the period" probe thins the
  // candidates before the previous period's deliveries are summed (the organisation of the
  // outer scope still reaches it, as a grouping column).
  const stopped = `SELECT pt.organization_id, pt.producer_id FROM producer_totals pt
      WHERE pt.last_collected_at >= ${previousStart}
        AND pt.last_collected_at < CASE WHEN ${p.to()} >= current_date THEN ${periodStart} ELSE 'infinity' END
        AND NOT EXISTS (SELECT 1 FROM collections c
                         WHERE c.producer_id = pt.producer_id AND c.collected_at >= ${periodStart} AND c.collected_at < ${periodEnd})
      GROUP BY 1, 2`;
  return `(SELECT s.organization_id, s.producer_id AS id, ${personName('u')} AS name, ur.member_id,
            last.location_id AS centre_id, loc.name AS centre_name, coalesce(route.name, '${NO_ROUTE}') AS route_name,
            to_char(prev.last_at, 'YYYY-MM-DD') AS last_delivery_on, prev.deliveries AS previous_deliveries,
            prev.litres AS previous_litres
       FROM (${stopped}) s
       JOIN LATERAL (
         SELECT count(*)::int AS deliveries, max(c.collected_at) AS last_at,
                coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0) AS litres
           FROM collections c
          WHERE c.producer_id = s.producer_id AND c.collected_at >= ${previousStart} AND c.collected_at < ${periodStart}
       ) prev ON prev.deliveries > 0
       JOIN LATERAL (
         SELECT c.location_id, c.trip_id FROM collections c
          WHERE c.producer_id = s.producer_id AND c.collected_at = prev.last_at
          ORDER BY c.id LIMIT 1
       ) last ON true
       JOIN locations loc ON loc.id = last.location_id
       LEFT JOIN trips trip ON trip.id = last.trip_id
       LEFT JOIN routes route ON route.id = trip.route_id
       JOIN user_roles ur ON ur.id = s.producer_id
       JOIN users u ON u.id = ur.user_id)`;
}

/** GET /reports/milk-volume-stopped-farmers: farmers who delivered in the previous period and not in this one. */
export const milkVolumeStoppedFarmers: ReportDef = {
  name: 'milk-volume-stopped-farmers',
  permission: 'reports:read',
  label: 'Farmers who stopped delivering',
  summary: 'Farmers who delivered in the previous period and nothing in the period',
  description:
    'One row per farmer with at least one delivery (accepted or rejected) in the previous period (the same number of ' +
    'days just before from) and none in from..to (default the last 30 days): the centre and route of their last ' +
    'delivery, its day, and their deliveries and accepted litres in the previous period. A period ending today reads ' +
    'only the farmers whose last delivery lies in the previous period (the running totals, indexed by last delivery).',
  row: StoppedFarmerRow,
  table: 'producer_totals',
  source: stoppedSource,
  select: () =>
    't.id, t.name, t.member_id, t.centre_id, t.centre_name, t.route_name, t.last_delivery_on, t.previous_deliveries, t.previous_litres',
  fields: {
    ...NAME_FIELDS,
    centre_name: { sql: 't.centre_name', type: 'text', filter: true, sort: true, search: true },
    route_name: { sql: 't.route_name', type: 'text', filter: true, sort: true, search: true },
    last_delivery_on: { sql: 't.last_delivery_on', type: 'text', sort: true, notNull: true },
    previous_deliveries: { sql: 't.previous_deliveries', type: 'number', sort: true, notNull: true },
    previous_litres: { sql: 't.previous_litres', type: 'number', sort: true, notNull: true },
  },
  defaultSort: '-previous_litres',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    ...namedJson(row),
    centre_id: row.centre_id,
    centre_name: row.centre_name,
    route_name: row.route_name,
    last_delivery_on: row.last_delivery_on,
    previous_deliveries: Number(row.previous_deliveries),
    previous_litres: Number(row.previous_litres),
  }),
};
