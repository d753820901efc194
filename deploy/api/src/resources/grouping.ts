import { personName } from './sql';

/**
 * What one row of a grouped report stands for. The reports pages offer all four; a report
 * that cannot answer one (say, per farmer) leaves it out of its `groupings`.
 */
export const REPORT_GROUPINGS = ['organisation', 'route', 'centre', 'farmer'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** Buckets of a report over time. */
export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** SQL of a group: its id (uuid, null for "no route"), its name, and the joins they need. */
export interface GroupSql {
  id: string;
  name: string;
  joins: string;
}

/** Milk that travelled on no trip has no route; the reports name it so. */
export const NO_ROUTE = 'No route';

// A delivery's route is the route of the trip that carried it: a centre may sit on several
// routes, but a can travels on one truck. Both the per-day rollup and the collections table
// carry trip_id, so the two helpers below agree on every group.
const routeOf = (alias: string): GroupSql => ({
  id: 'grp_route.id',
  name: `coalesce(grp_route.name, '${NO_ROUTE}')`,
  joins: `LEFT JOIN trips grp_trip ON grp_trip.id = ${alias}.trip_id
          LEFT JOIN routes grp_route ON grp_route.id = grp_trip.route_id`,
});

const organisationOf = (alias: string): GroupSql => ({
  id: `${alias}.organization_id`,
  name: 'grp_org.name',
  joins: `JOIN organizations grp_org ON grp_org.id = ${alias}.organization_id`,
});

const centreOf = (alias: string): GroupSql => ({
  id: `${alias}.location_id`,
  name: 'grp_centre.name',
  joins: `JOIN locations grp_centre ON grp_centre.id = ${alias}.location_id`,
});

/**
 * The group of a `collection_days` row (migration 007's rollup per centre, day, shift and
 * trip): organisation, route or centre. Per farmer reads the per-farmer rollups (quality/group-sums.ts).
 *
 * @example
 * const g = daysGroup('route', 'd');
 * `SELECT ${g.id} AS group_id, ${g.name} AS group_name, sum(d.accepted_litres)
 *    FROM collection_days d ${g.joins} WHERE ... GROUP BY 1, 2`
 */
export function daysGroup(group: Exclude<ReportGrouping, 'farmer'>, alias = 'd'): GroupSql {
  if (group === 'route') return routeOf(alias);
  if (group === 'centre') return centreOf(alias);
  return organisationOf(alias);
}

/**
 * SQL: the name of the farmer whose Producer link is `id` (null for any other id). Per-farmer
 * reports sum 90,000 farmers' milk and show ten: a scalar subquery in the page's select list
 * names those ten, where a join named every farmer before the page was picked (half a second
 * at 100,000 farmers). Sorting or searching by the name still evaluates it per row.
 */
export const farmerNameOf = (id: string) =>
  `(SELECT ${personName('fn_user')} FROM user_roles fn_link JOIN users fn_user ON fn_user.id = fn_link.user_id
     WHERE fn_link.id = ${id})`;

/** SQL: the member number of the farmer whose Producer link is `id` (null for any other id). */
export const farmerMemberIdOf = (id: string) =>
  `(SELECT fm_link.member_id FROM user_roles fm_link WHERE fm_link.id = ${id})`;

/** SQL: the first day of the bucket holding the date `day` (a week starts on Monday, ISO). */
export function bucketStart(interval: ReportInterval, day: string): string {
  if (interval === 'day') return day;
  return `date_trunc('${interval}', ${day})::date`;
}
