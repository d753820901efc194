import { Type } from '@sinclair/typebox';
import { Nullable, num } from '../../schemas/common';
import type { ReportDef } from '../../resources/report';
import { GROUP_NAME_FIELD, GROUP_NAME_SQL, groupJson, groupRowProperties, PER_GROUP } from './group-row';
import { groupSums, weightedMean } from './group-sums';

const FAT = weightedMean('fat', 't');
const PROTEIN = weightedMean('protein', 't');
const SCC = weightedMean('scc', 't');

export const QualityByGroupRow = Type.Object(
  {
    ...groupRowProperties('The organisation, route, centre or farmer (Producer link); null for milk on no trip.'),
    deliveries: Type.Integer({ description: 'Accepted deliveries of the period.' }),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    fat_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    protein_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean SCC, cells/ml.' }),
  },
  { title: 'QualityByGroupRow' },
);

/** Quality report: litre-weighted fat, protein and SCC per group (docs/screens.md#reports--quality). */
export const qualityByGroup: ReportDef = {
  name: 'quality-by-group',
  permission: 'reports:read',
  label: 'Quality by group',
  summary: 'Litre-weighted fat, protein and SCC per organisation, route, centre or farmer',
  description:
    'One row per group (group_by) with milk accepted from..to (default the last 30 days): accepted deliveries and litres, ' +
    'and the means of fat, protein and SCC weighted by litres, as a bulk tank would measure them. Rejected deliveries ' +
    "count nowhere. The groups' litres add up to the organisation's. Organisation, route and centre read the per-centre " +
    'days (collection_days), farmer the per-farmer months (producer_months).',
  row: QualityByGroupRow,
  ...PER_GROUP,
  // Means for the rows of the page only, unless a person sorts by one.
  source: (period) => groupSums(period),
  select: () =>
    `t.id, t.group_id, ${GROUP_NAME_SQL} AS group_name, t.accepted_deliveries, t.accepted_litres, ${FAT} AS fat,
     ${PROTEIN} AS protein, ${SCC} AS scc`,
  fields: {
    ...GROUP_NAME_FIELD,
    deliveries: { sql: 't.accepted_deliveries', type: 'number', sort: true },
    litres: { sql: 't.accepted_litres', type: 'number', sort: true },
    fat_pct: { sql: FAT, type: 'number', sort: true },
    protein_pct: { sql: PROTEIN, type: 'number', sort: true },
    scc: { sql: SCC, type: 'number', sort: true },
  },
  toJson: (row) => ({
    ...groupJson(row),
    deliveries: Number(row.accepted_deliveries),
    litres: Number(row.accepted_litres),
    fat_pct: num(row.fat),
    protein_pct: num(row.protein),
    scc: num(row.scc),
  }),
};
