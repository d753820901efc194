import { Type } from '@sinclair/typebox';
import { SHIFTS } from '../collections/collections';
import type { PeriodSql, ReportDef } from '../resources/report';
import { DateOnly, StringEnum, Uuid } from '../schemas/common';

export const CentreIntakeRow = Type.Object(
  {
    id: Type.String({ description: 'location_id:day:shift, unique per row.' }),
    location_id: Uuid({ description: 'The collection centre.' }),
    centre_name: Type.String(),
    day: DateOnly({ description: "The day, in the organisation's time zone." }),
    shift: StringEnum(SHIFTS),
    deliveries: Type.Integer({ description: 'Deliveries recorded, accepted or rejected.' }),
    farmers: Type.Integer({ description: 'Farmers who delivered (each once, however many deliveries).' }),
    accepted_litres: Type.Number({ description: 'Litres of the accepted deliveries.' }),
    rejected_litres: Type.Number({ description: 'Litres of the rejected deliveries.' }),
    average_litres: Type.Number({
      description: 'Litres per delivery, accepted and rejected alike, two decimals: what a farmer brought.',
    }),
  },
  { title: 'CentreIntakeRow' },
);

/**
 * Per centre, day and shift of the period, from the deliveries themselves: the kept day sums
 * (collection_days) count no farmers and no rejected litres. Each centre's deliveries are read
 * by centre and time (collections_location_id_collected_at_idx), as the inventory reads them.
 */
export const intakeSource = (
  period: PeriodSql,
) => `(SELECT l.id || ':' || b.day || ':' || b.shift AS id, l.id AS location_id, l.organization_id,
          l.name AS centre_name, b.*
     FROM locations l
     CROSS JOIN LATERAL (
       SELECT c.collected_at::date AS day, c.shift, count(*)::int AS deliveries,
              count(DISTINCT c.producer_id)::int AS farmers,
              coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0) AS accepted_litres,
              coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'rejected'), 0) AS rejected_litres,
              round(avg(c.quantity_litres), 2) AS average_litres
         FROM collections c
        WHERE c.location_id = l.id AND c.collected_at >= ${period.from()} AND c.collected_at < ${period.to()} + 1
        GROUP BY 1, 2) b)`;

/** GET /reports/centre-intake: what each collection centre took in, per day and shift. */
export const centreIntake: ReportDef = {
  name: 'centre-intake',
  permission: 'reports:read',
  label: 'Centre intake',
  summary: 'Per collection centre, day and shift: deliveries, farmers, litres accepted and rejected',
  description:
    'One row per collection centre, day and shift with deliveries, over from..to (default the last 7 days): ' +
    'deliveries, farmers who delivered, accepted and rejected litres and the litres per delivery. The accepted ' +
    'litres of a centre equal the collections list filtered on it and status accepted.',
  row: CentreIntakeRow,
  table: 'locations',
  source: intakeSource,
  defaultPeriodDays: 7,
  // Days leave as text: drivers turn a date into a Date at local midnight, which can shift it.
  select: () =>
    "t.id, t.location_id, t.centre_name, to_char(t.day, 'YYYY-MM-DD') AS day, t.shift, t.deliveries, t.farmers, " +
    't.accepted_litres, t.rejected_litres, t.average_litres',
  fields: {
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    centre_name: { sql: 't.centre_name', type: 'text', filter: true, sort: true, search: true },
    day: { sql: 't.day', type: 'timestamp', filter: true, sort: true, notNull: true },
    shift: { sql: 't.shift', type: 'text', filter: true, sort: true, notNull: true },
    deliveries: { sql: 't.deliveries', type: 'number', sort: true, notNull: true },
    farmers: { sql: 't.farmers', type: 'number', sort: true, notNull: true },
    accepted_litres: { sql: 't.accepted_litres', type: 'number', sort: true, notNull: true },
    rejected_litres: { sql: 't.rejected_litres', type: 'number', sort: true, notNull: true },
    average_litres: { sql: 't.average_litres', type: 'number', sort: true, notNull: true },
  },
  defaultSort: '-day,centre_name,shift',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  // A QA agent sees the centres they work at, as in the collections list.
  centreColumn: 't.location_id',
  toJson: (row) => ({
    id: row.id,
    location_id: row.location_id,
    centre_name: row.centre_name,
    day: row.day,
    shift: row.shift,
    deliveries: Number(row.deliveries),
    farmers: Number(row.farmers),
    accepted_litres: Number(row.accepted_litres),
    rejected_litres: Number(row.rejected_litres),
    average_litres: Number(row.average_litres),
  }),
};
