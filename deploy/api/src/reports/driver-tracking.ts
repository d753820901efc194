import { Type } from '@sinclair/typebox';
import { DATA_SOURCES } from '../collections/collections';
import { iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import type { ReportDef } from '../resources/report';

export const DRIVER_TRACKING_STATUSES = ['scheduled', 'in_progress', 'completed', 'idle'] as const;
/** Litres per milk can: the 50 L aluminium can of Kenyan collection routes. */
export const CAN_LITRES = 50;

export const DriverTrackingRow = Type.Object(
  {
    id: Uuid({ description: "The driver's user-role link." }),
    driver_name: Type.String(),
    data_source: StringEnum(DATA_SOURCES, {
      description: "Of the trip's latest reading; mobile_app (the driver's app) before any.",
    }),
    current_route: Nullable(Type.String()),
    status: StringEnum(DRIVER_TRACKING_STATUSES, { description: "The latest trip's status; idle without any trip." }),
    last_update: Nullable(Type.String({ format: 'date-time' }), {
      description: 'The latest handover (consolidation) on the trip; else its start once started.',
    }),
    next_collection_center: Nullable(Type.String(), {
      description: 'The first centre of the route not yet handed over to the trip (open trips only).',
    }),
    milk_cans_collected: Type.Integer({
      description: `Cans of ${CAN_LITRES} L handed over to the trip, counted per centre.`,
    }),
    phone: Nullable(Type.String(), { description: "The driver's phone (the screen's Message and Call)." }),
    trip_id: Nullable(Uuid({ description: "The latest trip (the screen's View Progress); null when idle." })),
  },
  { title: 'DriverTrackingRow' },
);

// The latest trip: the most recently started one, else the next one planned.
const SOURCE = `(SELECT ur.id, ur.organization_id, ur.created_at, ${personName('u')} AS driver_name, u.phone,
        lt.id AS trip_id, lt.status AS trip_status, lt.start_time AS trip_start,
        r.name AS current_route, r.location_ids
   FROM user_roles ur
   JOIN roles ro ON ro.id = ur.role_id AND ro.name = 'Driver'
   JOIN users u ON u.id = ur.user_id
   LEFT JOIN LATERAL (
     SELECT tr.id, tr.status, tr.start_time, tr.route_id FROM trips tr
      WHERE tr.user_roles_ids @> ARRAY[ur.id] AND tr.organization_id = ur.organization_id
      ORDER BY tr.start_time <= now() DESC, CASE WHEN tr.start_time <= now() THEN tr.start_time END DESC, tr.start_time
      LIMIT 1) lt ON true
   LEFT JOIN routes r ON r.id = lt.route_id)`;

const STATUS = `coalesce(t.trip_status, 'idle')`;
const LAST_UPDATE = `coalesce((SELECT max(cs.consolidated_at) FROM consolidations cs WHERE cs.trip_id = t.trip_id),
  CASE WHEN t.trip_start <= now() THEN t.trip_start END)`;
const CANS = `coalesce((SELECT sum(ceil(cs.handed_over_weight_kg / ${CAN_LITRES}))::int FROM consolidations cs
  WHERE cs.trip_id = t.trip_id), 0)`;
const NEXT_CENTRE = `CASE WHEN t.trip_status IN ('scheduled', 'in_progress') THEN
  (SELECT l.name FROM unnest(t.location_ids) WITH ORDINALITY AS stop(id, n) JOIN locations l ON l.id = stop.id
    WHERE NOT EXISTS (SELECT 1 FROM consolidations cs WHERE cs.trip_id = t.trip_id AND cs.location_id = stop.id)
    ORDER BY stop.n LIMIT 1) END`;
const DATA_SOURCE = `coalesce((SELECT c.data_source FROM collections c WHERE c.trip_id = t.trip_id
  ORDER BY c.collected_at DESC LIMIT 1), 'mobile_app')`;

/** One row per Driver link, from their latest trip (docs/screens.md#driver-tracking). */
export const driverTracking: ReportDef = {
  name: 'driver-tracking',
  permission: 'trips:read',
  label: 'Driver tracking',
  summary: "Drivers: latest trip's route, status, last update, next centre, cans collected",
  description:
    'One row per person holding the Driver role. Their latest trip is the most recently started one, else the next ' +
    'planned; status is idle when they have no trip. Progress comes from the consolidations (handovers) on the trip.',
  row: DriverTrackingRow,
  table: SOURCE,
  select: () => `t.id, t.driver_name, t.current_route, ${STATUS} AS status, ${LAST_UPDATE} AS last_update,
    ${NEXT_CENTRE} AS next_collection_center, ${CANS} AS milk_cans_collected, ${DATA_SOURCE} AS data_source,
    t.phone, t.trip_id`,
  fields: {
    driver_name: { sql: 't.driver_name', type: 'text', filter: true, sort: true, search: true },
    current_route: { sql: 't.current_route', type: 'text', filter: true, sort: true, search: true },
    status: { sql: STATUS, type: 'text', sort: true },
    last_update: { sql: LAST_UPDATE, type: 'timestamp', sort: true },
    milk_cans_collected: { sql: CANS, type: 'number', sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'driver_name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  statuses: {
    scheduled: `t.trip_status = 'scheduled'`,
    in_progress: `t.trip_status = 'in_progress'`,
    completed: `t.trip_status = 'completed'`,
    idle: 't.trip_id IS NULL',
  },
  statusDescription: "The latest trip's status, or idle.",
  toJson: (row) => ({
    id: row.id,
    driver_name: row.driver_name,
    data_source: row.data_source,
    current_route: row.current_route ?? null,
    status: row.status,
    last_update: iso(row.last_update),
    next_collection_center: row.next_collection_center ?? null,
    milk_cans_collected: Number(row.milk_cans_collected),
    phone: row.phone || null,
    trip_id: row.trip_id ?? null,
  }),
};
