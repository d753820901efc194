import { Type } from '@sinclair/typebox';
import { iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import type { ReportDef } from '../resources/report';
import { crewDriverByName, routeByName } from '../resources/search-sets';

export const PICKUP_STATUSES = ['scheduled', 'in_progress', 'completed', 'delayed'] as const;

export const CollectionScheduleRow = Type.Object(
  {
    id: Uuid({ description: 'The trip.' }),
    route_name: Type.String(),
    driver_name: Nullable(Type.String(), { description: 'The first Driver of the crew.' }),
    pick_start_time: Type.String({ format: 'date-time', description: "The trip's start time." }),
    collection_centers: Type.Array(Type.String(), { description: "The route's centres in visiting order." }),
    litres_collected: Type.Number({ description: "Accepted litres of the trip's collections." }),
    pickup_status: StringEnum(PICKUP_STATUSES, {
      description: "The trip's status; delayed = still scheduled after its start.",
    }),
  },
  { title: 'CollectionScheduleRow' },
);

const DRIVER_NAME = `(SELECT ${personName('u')}
    FROM unnest(t.user_roles_ids) WITH ORDINALITY AS crew(id, n)
    JOIN user_roles ur ON ur.id = crew.id
    JOIN roles r ON r.id = ur.role_id AND r.name = 'Driver'
    JOIN users u ON u.id = ur.user_id
   ORDER BY crew.n LIMIT 1)`;
// Rejected milk stays at the centre: only accepted litres ride on the truck.
const LITRES = `coalesce((SELECT sum(c.quantity_litres) FROM collections c WHERE c.trip_id = t.id AND c.status = 'accepted'), 0)`;
const PICKUP_STATUS = `(CASE WHEN t.status = 'scheduled' AND t.start_time < now() THEN 'delayed' ELSE t.status END)`;

/** One row per trip (docs/screens.md#collection-schedule); newest first. */
export const collectionSchedule: ReportDef = {
  name: 'collection-schedule',
  permission: 'trips:read',
  label: 'Collection schedule',
  summary: 'Trips: route, driver, start, centres, litres collected, pickup status',
  description:
    'One row per trip. litres_collected sums the accepted collections carried by the trip. ' +
    'pickup_status is the trip status, or delayed when a scheduled trip is past its start time.',
  row: CollectionScheduleRow,
  table: `(SELECT tr.id, tr.organization_id, tr.route_id, tr.start_time, tr.status, tr.user_roles_ids, r.name AS route_name, r.location_ids
             FROM trips tr LEFT JOIN routes r ON r.id = tr.route_id)`,
  select: () => `t.id, t.route_name, t.start_time, t.status,
    ${DRIVER_NAME} AS driver_name,
    ARRAY(SELECT l.name FROM unnest(t.location_ids) WITH ORDINALITY AS stop(id, n) JOIN locations l ON l.id = stop.id
           ORDER BY stop.n) AS collection_centers,
    ${LITRES} AS litres_collected,
    ${PICKUP_STATUS} AS pickup_status`,
  fields: {
    route_name: { sql: 't.route_name', type: 'text', filter: true, sort: true, search: routeByName('t.route_id') },
    // A search finds trips any of whose drivers has the name (driver_name shows the first).
    driver_name: { sql: DRIVER_NAME, type: 'text', sort: true, search: crewDriverByName('t.user_roles_ids') },
    pick_start_time: { sql: 't.start_time', type: 'timestamp', filter: true, sort: true, notNull: true },
    litres_collected: { sql: LITRES, type: 'number', sort: true },
    pickup_status: { sql: PICKUP_STATUS, type: 'text', sort: true },
  },
  defaultSort: '-pick_start_time',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  period: { sql: 't.start_time', description: 'Trips starting on these days.' },
  statuses: {
    scheduled: `t.status = 'scheduled' AND t.start_time >= now()`,
    delayed: `t.status = 'scheduled' AND t.start_time < now()`,
    in_progress: `t.status = 'in_progress'`,
    completed: `t.status = 'completed'`,
  },
  statusDescription: 'pickup_status: scheduled, in_progress, completed or delayed.',
  toJson: (row) => ({
    id: row.id,
    route_name: row.route_name,
    driver_name: row.driver_name ?? null,
    pick_start_time: iso(row.start_time),
    collection_centers: row.collection_centers ?? [],
    litres_collected: Number(row.litres_collected),
    pickup_status: row.pickup_status,
  }),
};
