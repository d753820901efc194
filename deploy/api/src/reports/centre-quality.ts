import { Type } from '@sinclair/typebox';
import { Nullable, num, Uuid } from '../schemas/common';
import { PICKUP_STATE_DESCRIPTION, PICKUP_STATES, weighted } from './pickup-state';
import type { ReportDef } from '../resources/report';

export const CentreQualityRow = Type.Object(
  {
    id: Uuid({ description: 'The collection centre (location).' }),
    name: Type.String(),
    quantity_litres: Type.Number({ description: 'Accepted litres of the period.' }),
    fat_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    protein_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    location: Type.String({ description: "The centre's address." }),
  },
  { title: 'CentreQualityRow' },
);

/** One row per collection centre: the dashboard's Collection Centres table. */
export const centreQuality: ReportDef = {
  name: 'centre-quality',
  permission: 'reports:read',
  label: 'Centre quality',
  summary: 'Per collection centre: litres, fat, protein and SCC of the period',
  description:
    'One row per location of type collection_center, over from..to (default the last 30 days). Means are weighted ' +
    'by litres, over accepted deliveries.',
  row: CentreQualityRow,
  table: 'locations',
  source: (period) => `(SELECT l.id, l.organization_id, l.name, l.address AS location, a.litres, a.fat, a.protein, a.scc
   FROM locations l
   LEFT JOIN LATERAL (
     SELECT coalesce(sum(c.accepted_litres), 0) AS litres,
            round(${weighted('fat')}, 2) AS fat, round(${weighted('protein')}, 2) AS protein,
            round(${weighted('scc')})::int AS scc
       FROM collection_days c
      WHERE c.location_id = l.id AND c.day BETWEEN ${period.from()} AND ${period.to()}
        AND ${period.status}) a ON true
  WHERE l.type = 'collection_center')`,
  select: () => 't.id, t.name, t.litres, t.fat, t.protein, t.scc, t.location',
  fields: {
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    quantity_litres: { sql: 't.litres', type: 'number', sort: true },
    fat_pct: { sql: 't.fat', type: 'number', sort: true },
    protein_pct: { sql: 't.protein', type: 'number', sort: true },
    scc: { sql: 't.scc', type: 'number', sort: true },
    location: { sql: 't.location', type: 'text', filter: true, sort: true, search: true },
  },
  defaultSort: 'name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  statuses: PICKUP_STATES,
  statusesIn: 'source',
  statusDescription: PICKUP_STATE_DESCRIPTION,
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    quantity_litres: Number(row.litres),
    fat_pct: num(row.fat),
    protein_pct: num(row.protein),
    scc: num(row.scc),
    location: row.location,
  }),
};
