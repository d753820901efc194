import { Type } from '@sinclair/typebox';
import { Nullable, num, StringEnum, Uuid } from '../../schemas/common';
import { farmerMonthSums, weightedMean } from '../quality/group-sums';
import type { PeriodSql, ReportDef } from '../../resources/report';
import { reachedFarmers } from './extension-work-sql';

export const VISITED_GROUPS = ['visited', 'not_visited'] as const;

export const ExtensionVisitedQualityRow = Type.Object(
  {
    id: Type.String({ description: "'<organisation id>:visited' or '<organisation id>:not_visited'." }),
    organization_id: Uuid(),
    group: StringEnum(VISITED_GROUPS, {
      description:
        'visited: the farmers reached in the period (as farmers_reached of GET /reports/extension-totals); not_visited: ' +
        "the organisation's other farmers with accepted milk in the period.",
    }),
    farmers: Type.Integer({ description: 'Farmers in the group.' }),
    delivering_farmers: Type.Integer({ description: 'Of those, the farmers with accepted milk in the period.' }),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    fat_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    protein_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean of the accepted deliveries.' }),
    scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean SCC, cells/ml.' }),
    above_400k_pct: Nullable(Type.Number(), {
      description: 'Share of the litres from deliveries above 400,000 cells/ml, %.',
    }),
  },
  { title: 'ExtensionVisitedQualityRow' },
);

const SUMS = [
  'accepted_litres',
  'fat_litres',
  'protein_litres',
  'scc_litres',
  'scc_high_litres',
  'fat_measured_litres',
  'protein_measured_litres',
  'scc_measured_litres',
] as const;

// Every farmer with accepted milk in the period (the per-farmer months, migration 020, less the
// days of the first and last month outside the period) and every farmer reached, folded per
// farmer, then into the two groups. UNION ALL and GROUP BY on organization_id let the caller's
// organisation condition reach both sources.
function visitedSums(p: PeriodSql): string {
  const zeros = SUMS.map((c) => `0 AS ${c}`).join(', ');
  return `
    SELECT f.organization_id, CASE WHEN f.reached THEN 'visited' ELSE 'not_visited' END AS grp,
           count(*) AS farmers, count(*) FILTER (WHERE f.accepted_litres > 0) AS delivering_farmers,
           ${SUMS.map((c) => `sum(f.${c}) AS ${c}`).join(', ')}
      FROM (SELECT x.organization_id, x.producer_id, bool_or(x.reached) AS reached,
                   ${SUMS.map((c) => `sum(x.${c}) AS ${c}`).join(', ')}
              FROM (SELECT m.organization_id, m.producer_id, false AS reached, ${SUMS.map((c) => `m.${c}`).join(', ')}
                      FROM ${farmerMonthSums(p)} m
                    UNION ALL
                    SELECT r.organization_id, r.producer_id, true, ${zeros}
                      FROM (${reachedFarmers(p)}) r) x
             GROUP BY x.organization_id, x.producer_id) f
     WHERE f.reached OR f.accepted_litres > 0
     GROUP BY f.organization_id, f.reached`;
}

/** Extension Services report: the milk of the farmers reached against the organisation's other farmers. */
export const extensionVisitedQuality: ReportDef = {
  name: 'extension-visited-quality',
  permission: 'reports:read',
  label: 'Quality of farmers visited and not visited',
  summary: 'Accepted litres, fat, protein and SCC of the farmers reached by extension work against the other farmers',
  description:
    'Two rows per organisation over from..to (default the last 30 days): visited = the farmers reached (a visit done to ' +
    'them by name or a call log, any channel), not_visited = its other farmers with accepted milk; each with its farmers, ' +
    "accepted litres and litre-weighted fat, protein and SCC. A group without farmers has no row. The two rows' litres " +
    "add up to the organisation's accepted litres. Reads the per-farmer months (producer_months).",
  row: ExtensionVisitedQualityRow,
  table: 'producer_months',
  source: (
    p,
  ) => `(SELECT s.organization_id, s.organization_id || ':' || s.grp AS id, s.grp, s.farmers, s.delivering_farmers,
                          s.accepted_litres, ${weightedMean('fat')} AS fat, ${weightedMean('protein')} AS protein,
                          ${weightedMean('scc')} AS scc,
                          round(100 * s.scc_high_litres / nullif(s.scc_measured_litres, 0), 1) AS high_pct
                     FROM (${visitedSums(p)}) s)`,
  select: () =>
    't.id, t.organization_id, t.grp, t.farmers, t.delivering_farmers, t.accepted_litres, t.fat, t.protein, t.scc, t.high_pct',
  fields: {
    group: { sql: 't.grp', type: 'text', filter: true, sort: true },
    farmers: { sql: 't.farmers', type: 'number', sort: true },
    delivering_farmers: { sql: 't.delivering_farmers', type: 'number', sort: true },
    litres: { sql: 't.accepted_litres', type: 'number', sort: true },
    fat_pct: { sql: 't.fat', type: 'number', sort: true },
    protein_pct: { sql: 't.protein', type: 'number', sort: true },
    scc: { sql: 't.scc', type: 'number', sort: true },
    above_400k_pct: { sql: 't.high_pct', type: 'number', sort: true },
  },
  // Visited first: the group the page asks about.
  defaultSort: '-group',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    group: row.grp,
    farmers: Number(row.farmers),
    delivering_farmers: Number(row.delivering_farmers),
    litres: Number(row.accepted_litres),
    fat_pct: num(row.fat),
    protein_pct: num(row.protein),
    scc: num(row.scc),
    above_400k_pct: num(row.high_pct),
  }),
};
