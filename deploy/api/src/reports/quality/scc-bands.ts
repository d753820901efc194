import { Type } from '@sinclair/typebox';
import type { ReportDef } from '../../resources/report';
import { GROUP_NAME_FIELD, GROUP_NAME_SQL, groupJson, groupRowProperties, PER_GROUP } from './group-row';
import { groupSums } from './group-sums';

export const SccBandsRow = Type.Object(
  {
    ...groupRowProperties('The organisation, route, centre or farmer; null for milk on no trip.'),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    below_200k_litres: Type.Number({ description: 'Accepted litres of deliveries with SCC below 200,000 cells/ml.' }),
    from_200k_to_400k_litres: Type.Number({
      description: 'Accepted litres of deliveries with SCC 200,000 to 400,000.',
    }),
    above_400k_litres: Type.Number({ description: 'Accepted litres of deliveries with SCC above 400,000.' }),
    below_200k_pct: Type.Number({ description: 'Share of the litres with an SCC reading, %, one decimal.' }),
    from_200k_to_400k_pct: Type.Number({ description: 'Share of the litres with an SCC reading, %, one decimal.' }),
    above_400k_pct: Type.Number({
      description:
        'Share of the litres with an SCC reading, %, one decimal; the three shares add up to 100 (0 each when no ' +
        'delivery of the group had an SCC reading).',
    }),
  },
  { title: 'SccBandsRow' },
);

// Rounding each share alone can make 99.9 or 100.1; rounding the running shares (below
// 200k, then below or at 400k) and taking differences keeps every share >= 0 and the sum 100.
// Shares of the litres whose SCC was measured (migration 024); a group with none has 0 in each.
const share = (litres: string) => `coalesce(round(100 * (${litres}) / nullif(t.scc_measured_litres, 0), 1), 0)`;
const LOW = share('t.scc_low_litres');
const LOW_AND_MID = share('t.scc_low_litres + t.scc_mid_litres');
const MID = `${LOW_AND_MID} - ${LOW}`;
const HIGH = `CASE WHEN t.scc_measured_litres > 0 THEN 100 - ${LOW_AND_MID} ELSE 0 END`;

/** Quality report: the share of the milk in each SCC band, per group. */
export const sccBands: ReportDef = {
  name: 'scc-bands',
  permission: 'reports:read',
  label: 'SCC bands',
  summary: 'Share of the accepted litres in each SCC band, per group',
  description:
    'One row per group (group_by) with milk accepted from..to: its litres split by the SCC of each delivery into below ' +
    '200,000 cells/ml, 200,000 to 400,000, and above 400,000 (the bands of quality-based pay), in litres and as shares ' +
    "that add up to 100. Each delivery counts in its own band, not in the band of the group's mean.",
  row: SccBandsRow,
  ...PER_GROUP,
  // Shares for the rows of the page only, unless a person sorts by one.
  source: (period) => groupSums(period),
  select: () =>
    `t.id, t.group_id, ${GROUP_NAME_SQL} AS group_name, t.accepted_litres, t.scc_measured_litres, t.scc_low_litres, t.scc_mid_litres, t.scc_high_litres,
     ${LOW} AS low_pct, ${MID} AS mid_pct, ${HIGH} AS high_pct`,
  fields: {
    ...GROUP_NAME_FIELD,
    litres: { sql: 't.accepted_litres', type: 'number', sort: true },
    below_200k_litres: { sql: 't.scc_low_litres', type: 'number', sort: true },
    from_200k_to_400k_litres: { sql: 't.scc_mid_litres', type: 'number', sort: true },
    above_400k_litres: { sql: 't.scc_high_litres', type: 'number', sort: true },
    below_200k_pct: { sql: LOW, type: 'number', sort: true },
    from_200k_to_400k_pct: { sql: MID, type: 'number', sort: true },
    above_400k_pct: { sql: HIGH, type: 'number', sort: true },
  },
  toJson: (row) => ({
    ...groupJson(row),
    litres: Number(row.accepted_litres),
    below_200k_litres: Number(row.scc_low_litres),
    from_200k_to_400k_litres: Number(row.scc_mid_litres),
    above_400k_litres: Number(row.scc_high_litres),
    below_200k_pct: Number(row.low_pct),
    from_200k_to_400k_pct: Number(row.mid_pct),
    above_400k_pct: Number(row.high_pct),
  }),
};
