import { Type } from '@sinclair/typebox';
import { num, Uuid } from '../../schemas/common';
import type { ReportDef } from '../report';
import { groupSums, weightedMean } from './group-sums';

/** A farmer is ranked only with this much accepted milk in the period: one can is no ranking. */
export const MIN_RANKED_LITRES = 50;

export const WorstSccFarmerRow = Type.Object(
  {
    id: Uuid({ description: "The farmer (Producer link): the profile is /farmers/farmers-profiles/{id}." }),
    farmer_name: Type.String(),
    deliveries: Type.Integer({ description: 'Accepted deliveries of the period.' }),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    scc: Type.Integer({ description: 'Litre-weighted mean SCC, cells/ml.' }),
    above_400k_pct: Type.Number({ description: 'Share of their litres from deliveries above 400,000 cells/ml, %.' }),
    fat_pct: Type.Number({ description: 'Litre-weighted mean.' }),
    protein_pct: Type.Number({ description: 'Litre-weighted mean.' }),
  },
  { title: 'WorstSccFarmerRow' },
);

/** Quality report: the farmers whose milk had the highest SCC (ask limit=10 for the worst ten). */
export const worstSccFarmers: ReportDef = {
  name: 'worst-scc-farmers',
  permission: 'reports:read',
  label: 'Worst SCC farmers',
  summary: 'Farmers by litre-weighted SCC, highest first',
  description:
    `Farmers with at least ${MIN_RANKED_LITRES} accepted litres from..to, by the litre-weighted mean SCC of their ` +
    'accepted deliveries, highest first (ties: more litres first); limit=10 gives the worst ten. Read from the ' +
    'per-farmer months (producer_months).',
  row: WorstSccFarmerRow,
  table: 'producer_months',
  source: (period) => `(SELECT s.organization_id, s.group_id AS id, s.group_name AS farmer_name, s.accepted_deliveries,
                               s.accepted_litres, ${weightedMean('scc')} AS scc, ${weightedMean('fat')} AS fat,
                               ${weightedMean('protein')} AS protein,
                               round(100 * s.scc_high_litres / s.accepted_litres, 1) AS high_pct
                          FROM ${groupSums(period, 'farmer')} s
                         WHERE s.accepted_litres >= ${MIN_RANKED_LITRES})`,
  select: () => 't.id, t.farmer_name, t.accepted_deliveries, t.accepted_litres, t.scc, t.high_pct, t.fat, t.protein',
  fields: {
    farmer_name: { sql: 't.farmer_name', type: 'text', filter: true, sort: true, search: true },
    deliveries: { sql: 't.accepted_deliveries', type: 'number', sort: true },
    litres: { sql: 't.accepted_litres', type: 'number', sort: true },
    scc: { sql: 't.scc', type: 'number', sort: true },
    above_400k_pct: { sql: 't.high_pct', type: 'number', sort: true },
    fat_pct: { sql: 't.fat', type: 'number', sort: true },
    protein_pct: { sql: 't.protein', type: 'number', sort: true },
  },
  defaultSort: '-scc,-litres',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    id: row.id,
    farmer_name: row.farmer_name,
    deliveries: Number(row.accepted_deliveries),
    litres: Number(row.accepted_litres),
    scc: num(row.scc) ?? 0,
    above_400k_pct: Number(row.high_pct),
    fat_pct: num(row.fat) ?? 0,
    protein_pct: num(row.protein) ?? 0,
  }),
};
