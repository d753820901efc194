import { Type } from '@sinclair/typebox';
import { DateOnly, StringEnum, Uuid } from '../schemas/common';
import { SHIFTS } from '../collections/collections';
import type { PeriodSql, ReportDef } from '../resources/report';

/**
 * Milk handled at a centre (docs/rules.md#milk-inventory): collected = handed over + rejected + on hand.
 * Handovers are booked 1 kg per litre (migration 004, the cooperative's journal), so their kg are
 * these litres with no density conversion; every inventory figure follows that one rule.
 */
export const InventoryCentreDayRow = Type.Object(
  {
    id: Type.String({ description: 'location_id:day:shift, unique per row.' }),
    location_id: Uuid({ description: 'The collection centre.' }),
    centre_name: Type.String(),
    day: DateOnly({ description: "The day, in the organisation's time zone." }),
    shift: StringEnum(SHIFTS),
    deliveries: Type.Integer({ description: 'Accepted deliveries.' }),
    collected_litres: Type.Number({
      description: 'Accepted litres delivered by farmers (the collections list, status accepted).',
    }),
    rejected_litres: Type.Number({ description: "Litres rejected in the shift's handovers (1 kg booked per litre)." }),
    handed_over_litres: Type.Number({ description: 'Litres handed over to trips (1 kg booked per litre).' }),
    on_hand_litres: Type.Number({
      description: 'collected - handed over: still in the cooling tank (rejected milk is not on hand).',
    }),
  },
  { title: 'InventoryCentreDayRow' },
);

// A handover counts in the shift it was made: before noon morning, as a delivery's default shift.
const HANDOVER_SHIFT = `CASE WHEN extract(hour FROM cs.consolidated_at) < 12 THEN 'morning' ELSE 'evening' END`;

/**
 * Per centre, day and shift of the period: the kept day sums (collection_days, migration 007) and
 * the centre's handovers, each read by centre and time through an index. Every location with
 * milk counts, so a centre's figure equals the collections list filtered on it.
 */
export const centreDaysSource = (
  period: PeriodSql,
) => `(SELECT l.id || ':' || b.day || ':' || b.shift AS id, l.id AS location_id, l.organization_id, l.name AS centre_name,
          b.day, b.shift, b.deliveries, b.collected, b.handed, b.rejected
     FROM locations l
     CROSS JOIN LATERAL (
       SELECT x.day, x.shift, sum(x.deliveries)::int AS deliveries, sum(x.collected) AS collected,
              sum(x.handed) AS handed, sum(x.rejected) AS rejected
         FROM (SELECT cd.day, cd.shift, cd.accepted_deliveries AS deliveries, cd.accepted_litres AS collected,
                      0::numeric AS handed, 0::numeric AS rejected
                 FROM collection_days cd
                WHERE cd.location_id = l.id AND cd.day BETWEEN ${period.from()} AND ${period.to()}
               UNION ALL
               SELECT cs.consolidated_at::date, ${HANDOVER_SHIFT}, 0, 0, cs.handed_over_weight_kg, cs.rejected_weight_kg
                 FROM consolidations cs
                WHERE cs.location_id = l.id AND cs.consolidated_at >= ${period.from()}
                  AND cs.consolidated_at < ${period.to()} + 1) x
        GROUP BY x.day, x.shift) b)`;

/** One row per collection centre, day and shift: milk collected, rejected, handed over and on hand. */
export const inventoryCentreDays: ReportDef = {
  name: 'inventory-centre-days',
  permission: 'collections:read',
  label: 'Inventory per centre and day',
  summary: 'Milk per centre, day and shift: collected, rejected, handed over to trips, on hand',
  description:
    'One row per collection centre, day and shift with milk or a handover, over from..to (default the last 30 days). ' +
    'collected_litres are the accepted deliveries; handovers are booked 1 kg per litre; on_hand = collected - handed over.',
  row: InventoryCentreDayRow,
  table: 'locations',
  source: centreDaysSource,
  // Days leave as text: drivers turn a date into a Date at local midnight, which can shift it.
  select: () =>
    "t.id, t.location_id, t.centre_name, to_char(t.day, 'YYYY-MM-DD') AS day, t.shift, t.deliveries, t.collected, t.handed, t.rejected, " +
    't.collected - t.handed AS on_hand',
  fields: {
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    centre_name: { sql: 't.centre_name', type: 'text', filter: true, sort: true, search: true },
    day: { sql: 't.day', type: 'timestamp', filter: true, sort: true, notNull: true },
    shift: { sql: 't.shift', type: 'text', filter: true, sort: true },
    deliveries: { sql: 't.deliveries', type: 'number', sort: true, notNull: true },
    collected_litres: { sql: 't.collected', type: 'number', sort: true, notNull: true },
    rejected_litres: { sql: 't.rejected', type: 'number', sort: true, notNull: true },
    handed_over_litres: { sql: 't.handed', type: 'number', sort: true, notNull: true },
    on_hand_litres: { sql: '(t.collected - t.handed)', type: 'number', sort: true, notNull: true },
  },
  defaultSort: '-day,centre_name,shift',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  toJson: (row) => ({
    id: row.id,
    location_id: row.location_id,
    centre_name: row.centre_name,
    day: row.day,
    shift: row.shift,
    deliveries: Number(row.deliveries),
    collected_litres: Number(row.collected),
    rejected_litres: Number(row.rejected),
    handed_over_litres: Number(row.handed),
    on_hand_litres: Number(row.on_hand),
  }),
};
