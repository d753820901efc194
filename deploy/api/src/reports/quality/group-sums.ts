import { daysGroup, type ReportGrouping } from '../../resources/grouping';
import type { PeriodSql } from '../../resources/report';

/**
 * The sums every quality figure is made of, per group over the period: accepted deliveries
 * and litres, value x litres (litre-weighted means divide by litres), and accepted litres per
 * SCC band (< 200,000; 200,000-400,000; > 400,000 cells/ml), each delivery in its own band.
 */
export const SUM_COLUMNS = [
  'accepted_deliveries',
  'accepted_litres',
  'fat_litres',
  'protein_litres',
  'scc_litres',
  'scc_low_litres',
  'scc_mid_litres',
  'scc_high_litres',
  // Accepted litres that carry each reading: a delivery without one (no analyser at the
  // centre) weighs in no mean of it (migration 024).
  'fat_measured_litres',
  'protein_measured_litres',
  'scc_measured_litres',
] as const;

const sums = (alias: string) => SUM_COLUMNS.map((c) => `sum(${alias}.${c}) AS ${c}`).join(', ');

/**
 * A farmer's sums over from..to, read from the per-farmer month rollup (migration 020) rather
 * than the deliveries: the months inside the period whole, and at each end the cheaper of two
 * ways to cut a month — its rollup row less the deliveries of the days outside the period, or
 * the deliveries of the days inside it, whichever is fewer days (a period within one month
 * likewise). The last 30 days read at most about two weeks of deliveries, by organisation and
 * time (an index range), instead of most of a month.
 *
 * Two things keep the common case cheap at 100,000 farmers (bench/README.md):
 * - every bound is a scalar subquery, which PostgreSQL computes once per statement (an
 *   InitPlan); written inline, the month arithmetic (date_trunc over a timestamptz is only
 *   STABLE) ran for each of the ~90,000 rollup rows, a quarter of a second;
 * - a period inside one month that keeps the month's row ("this month", "last month") takes
 *   each farmer's row as it is and subtracts the few cut-off days by a join, with no GROUP BY
 *   over every farmer's sums (the other shapes still fold months and days per farmer).
 */
export function farmerMonthSums(period: PeriodSql): string {
  const once = (sql: string) => `(SELECT ${sql})`;
  const from = once(`${period.from()}::date`);
  const next = once(`${period.to()}::date + 1`); // the first day after the period
  const firstMonth = once(`date_trunc('month', ${from}::timestamp)::date`);
  const lastMonth = once(`date_trunc('month', ${period.to()}::date::timestamp)::date`);
  const afterFirst = once(`(${firstMonth} + interval '1 month')::date`);
  const afterLast = once(`(${lastMonth} + interval '1 month')::date`);
  // Days of the first / last month outside the period against those inside it.
  const single = once(`${firstMonth} = ${lastMonth}`);
  const useFirstRow = once(`${from} - ${firstMonth} <= ${afterFirst} - ${from}`);
  const useLastRow = once(`${afterLast} - ${next} <= ${next} - ${lastMonth}`);
  const useSingleRow = once(`${from} - ${firstMonth} + ${afterLast} - ${next} <= ${next} - ${from}`);
  const oneRow = once(`${single} AND ${useSingleRow}`);
  const firstRow = `(CASE WHEN ${single} THEN ${useSingleRow} ELSE ${useFirstRow} END)`;
  const lastRow = `(CASE WHEN ${single} THEN ${useSingleRow} ELSE ${useLastRow} END)`;
  const days = (sign: number, start: string, end: string, when: string) =>
    `SELECT c.organization_id, c.producer_id, ${sign} AS accepted_deliveries, ${sign} * c.quantity_litres AS accepted_litres,
            ${sign} * coalesce(c.fat_pct * c.quantity_litres, 0) AS fat_litres,
            ${sign} * coalesce(c.protein_pct * c.quantity_litres, 0) AS protein_litres,
            ${sign} * coalesce(c.scc * c.quantity_litres, 0) AS scc_litres,
            ${sign} * scc_band_litres('low', c.scc, c.quantity_litres) AS scc_low_litres,
            ${sign} * scc_band_litres('mid', c.scc, c.quantity_litres) AS scc_mid_litres,
            ${sign} * scc_band_litres('high', c.scc, c.quantity_litres) AS scc_high_litres,
            CASE WHEN c.fat_pct IS NULL THEN 0 ELSE ${sign} * c.quantity_litres END AS fat_measured_litres,
            CASE WHEN c.protein_pct IS NULL THEN 0 ELSE ${sign} * c.quantity_litres END AS protein_measured_litres,
            CASE WHEN c.scc IS NULL THEN 0 ELSE ${sign} * c.quantity_litres END AS scc_measured_litres
       FROM collections c
      WHERE ${when} AND c.status = 'accepted'
        AND c.collected_at >= ${start}::timestamptz AND c.collected_at < ${end}::timestamptz`;
  // One month's row less its cut-off days (both ends), joined per farmer.
  const cut = `SELECT x.organization_id, x.producer_id, ${sums('x')}
                 FROM (${days(1, firstMonth, from, 'true')} UNION ALL ${days(1, next, afterLast, 'true')}) x
                GROUP BY x.organization_id, x.producer_id`;
  const monthRow = `SELECT pm.organization_id, pm.producer_id,
                           ${SUM_COLUMNS.map((c) => `pm.${c} - coalesce(cut.${c}, 0) AS ${c}`).join(', ')}
                      FROM producer_months pm
                      LEFT JOIN (${cut}) cut ON cut.organization_id = pm.organization_id AND cut.producer_id = pm.producer_id
                     WHERE ${oneRow} AND pm.month = ${firstMonth}`;
  const folded = `SELECT m.organization_id, m.producer_id, ${sums('m')}
     FROM (SELECT pm.organization_id, pm.producer_id, ${SUM_COLUMNS.map((c) => `pm.${c}`).join(', ')}
             FROM producer_months pm
            WHERE pm.month BETWEEN ${firstMonth} AND ${lastMonth}
              AND (pm.month > ${firstMonth} OR ${firstRow}) AND (pm.month < ${lastMonth} OR ${lastRow})
           UNION ALL ${days(-1, firstMonth, from, firstRow)}
           UNION ALL ${days(-1, next, afterLast, lastRow)}
           UNION ALL ${days(1, from, afterFirst, `NOT ${single} AND NOT ${useFirstRow}`)}
           UNION ALL ${days(1, lastMonth, next, `NOT ${single} AND NOT ${useLastRow}`)}
           UNION ALL ${days(1, from, next, `${single} AND NOT ${useSingleRow}`)}) m
    WHERE NOT ${oneRow}
    GROUP BY m.organization_id, m.producer_id`;
  return `(${monthRow} UNION ALL ${folded})`;
}

/**
 * SQL of one row per group (organisation, route, centre or farmer) with milk accepted in the
 * period: organization_id, id (text: the group's id, '<organisation>:no-route' for milk on no trip), group_id (null for milk on no
 * trip), group_name (null per farmer: see GROUP_NAME_FIELD) and the SUM_COLUMNS. Organisation, route and centre read the per-centre
 * days (migration 007); farmer the per-farmer months.
 */
export function groupSums(period: PeriodSql, group: ReportGrouping = period.group): string {
  if (group === 'farmer') {
    // No name here: the farmer's name is looked up for the rows of the page only (group-row.ts).
    return `(SELECT s.organization_id, s.producer_id::text AS id, s.producer_id AS group_id, NULL::text AS group_name,
                    ${SUM_COLUMNS.map((c) => `s.${c}`).join(', ')}
               FROM ${farmerMonthSums(period)} s
              WHERE s.accepted_litres > 0)`;
  }
  const g = daysGroup(group, 'd');
  return `(SELECT d.organization_id, coalesce(${g.id}::text, d.organization_id || ':no-route') AS id,
                  ${g.id} AS group_id, ${g.name} AS group_name, ${sums('d')}
             FROM collection_days d ${g.joins}
            WHERE d.day BETWEEN ${period.from()} AND ${period.to()}
            GROUP BY d.organization_id, ${g.id}, ${g.name}
           HAVING sum(d.accepted_litres) > 0)`;
}

/**
 * SQL: a litre-weighted mean of the sums in row `s`, rounded, over the litres that carry the
 * reading (null when none does).
 */
export const weightedMean = (measure: 'fat' | 'protein' | 'scc', alias = 's') =>
  measure === 'scc'
    ? `round(${alias}.scc_litres / nullif(${alias}.scc_measured_litres, 0))::int`
    : `round(${alias}.${measure}_litres / nullif(${alias}.${measure}_measured_litres, 0), 2)`;
