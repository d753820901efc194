import { Type } from '@sinclair/typebox';
import { Nullable, num, Uuid } from '../../schemas/common';
import { farmerNameOf } from '../../resources/grouping';
import type { ReportDef } from '../../resources/report';
import { groupSums, weightedMean } from './group-sums';

/** A farmer is ranked only with this much accepted milk in the period: one can is no ranking. */
export const MIN_RANKED_LITRES = 50;

// Named for the rows of the page only (grouping.ts farmerNameOf); a search or sort by name names every farmer.
const FARMER_NAME = farmerNameOf('t.id');
const SCC = weightedMean('scc', 't');
const HIGH_PCT = 'round(100 * t.scc_high_litres / t.scc_measured_litres, 1)';

export const WorstSccFarmerRow = Type.Object(
  {
    id: Uuid({ description: 'The farmer (Producer link): the profile is /farmers/farmers-profiles/{id}.' }),
    farmer_name: Type.String(),
    deliveries: Type.Integer({ description: 'Accepted deliveries of the period.' }),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    scc: Type.Integer({ description: 'Litre-weighted mean SCC, cells/ml.' }),
    above_400k_pct: Type.Number({ description: 'Share of their litres from deliveries above 400,000 cells/ml, %.' }),
    fat_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean; null when no delivery had a fat reading.' }),
    protein_pct: Nullable(Type.Number(), {
      description: 'Litre-weighted mean; null when no delivery had a protein reading.',
    }),
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
    `Farmers with at least ${MIN_RANKED_LITRES} accepted litres with an SCC reading from..to, by the litre-weighted mean SCC of their ` +
    'accepted deliveries, highest first (ties: more litres first); limit=10 gives the worst ten. Read from the ' +
    'per-farmer months (producer_months).',
  row: WorstSccFarmerRow,
  table: 'producer_months',
  // The means are worked out where they are needed: SCC for every farmer (it ranks them), the
  // rest for the rows of the page (or every row, when a person sorts by one).
  source: (
    period,
  ) => `(SELECT s.organization_id, s.group_id AS id, s.accepted_deliveries, s.accepted_litres, s.fat_litres,
                               s.protein_litres, s.scc_litres, s.scc_high_litres, s.fat_measured_litres,
                               s.protein_measured_litres, s.scc_measured_litres
                          FROM ${groupSums(period, 'farmer')} s
                         WHERE s.scc_measured_litres >= ${MIN_RANKED_LITRES})`,
  select: () =>
    `t.id, ${FARMER_NAME} AS farmer_name, t.accepted_deliveries, t.accepted_litres, ${SCC} AS scc, ${HIGH_PCT} AS high_pct,
     ${weightedMean('fat', 't')} AS fat, ${weightedMean('protein', 't')} AS protein`,
  fields: {
    farmer_name: { sql: FARMER_NAME, type: 'text', filter: true, sort: true, search: true },
    deliveries: { sql: 't.accepted_deliveries', type: 'number', sort: true },
    litres: { sql: 't.accepted_litres', type: 'number', sort: true },
    scc: { sql: SCC, type: 'number', sort: true },
    above_400k_pct: { sql: HIGH_PCT, type: 'number', sort: true },
    fat_pct: { sql: weightedMean('fat', 't'), type: 'number', sort: true },
    protein_pct: { sql: weightedMean('protein', 't'), type: 'number', sort: true },
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
    fat_pct: num(row.fat),
    protein_pct: num(row.protein),
  }),
};
