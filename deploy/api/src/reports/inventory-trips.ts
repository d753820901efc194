import { Type } from '@sinclair/typebox';
import { routeByName } from '../resources/search-sets';
import { TRIP_STATUSES } from '../collections/trips';
import { DateOnly, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import type { ReportDef } from '../resources/report';
import { varianceJson, varianceProperties, varianceSql } from './variance';

export const InventoryTripRow = Type.Object(
  {
    id: Uuid({ description: 'The trip.' }),
    route_name: Nullable(Type.String()),
    day: DateOnly({ description: "The trip's start day, in the organisation's time zone." }),
    start_time: Type.String({ format: 'date-time' }),
    status: StringEnum(TRIP_STATUSES),
    centres: Type.Integer({ description: 'Handovers (centre batches) the trip took.' }),
    handed_over_litres: Type.Number({
      description: 'Litres handed over to the trip at the centres (1 kg booked per litre).',
    }),
    ...varianceProperties('Litres the cooling plant measured; null until recorded.', 'handed over'),
  },
  { title: 'InventoryTripRow' },
);

// A trip's handovers, through the trip index (with the weights in it): expressions over t rather
// than a join, so a page computes them for its own rows only and a count never reads them.
const HANDED = `(SELECT coalesce(sum(cs.handed_over_weight_kg), 0) FROM consolidations cs WHERE cs.trip_id = t.id)`;
const CENTRES = `(SELECT count(*)::int FROM consolidations cs WHERE cs.trip_id = t.id)`;
const V = varianceSql('t.delivered_litres', HANDED, 't.tolerance');

/** One row per trip: litres handed over at the centres against litres delivered at the plant. */
export const inventoryTrips: ReportDef = {
  name: 'inventory-trips',
  permission: 'trips:read',
  label: 'Inventory per trip',
  summary: 'Per trip: litres handed over at the centres against litres delivered at the cooling plant',
  description:
    "One row per trip; from/to are the days it started. A trip's handovers are read through their trip index, for the rows of the page only. " +
    "flagged when |variance_pct| is above the organisation's variance_tolerance_pct.",
  row: InventoryTripRow,
  table: `(SELECT tr.id, tr.organization_id, tr.route_id, tr.start_time, tr.status, tr.delivered_litres,
                  o.variance_tolerance_pct AS tolerance, r.name AS route_name
             FROM trips tr
             JOIN organizations o ON o.id = tr.organization_id
             LEFT JOIN routes r ON r.id = tr.route_id)`,
  select:
    () => `t.id, t.route_name, to_char(t.start_time, 'YYYY-MM-DD') AS day, t.start_time, t.status, ${CENTRES} AS centres,
    ${HANDED} AS handed, ${V.select}`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    route_name: { sql: 't.route_name', type: 'text', filter: true, sort: true, search: routeByName('t.route_id') },
    route_id: { sql: 't.route_id', type: 'uuid', filter: true },
    day: { sql: 't.start_time', type: 'timestamp', filter: true, sort: true, notNull: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    handed_over_litres: { sql: HANDED, type: 'number', sort: true, notNull: true },
    ...V.fields,
  },
  defaultSort: '-day',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  period: { sql: 't.start_time', description: 'Trips starting on these days.' },
  toJson: (row) => ({
    id: row.id,
    route_name: row.route_name ?? null,
    day: row.day,
    start_time: iso(row.start_time),
    status: row.status,
    centres: Number(row.centres),
    handed_over_litres: Number(row.handed),
    ...varianceJson(row),
  }),
};
