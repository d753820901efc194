import { Type } from '@sinclair/typebox';
import { DateOnly, Nullable, num } from '../../schemas/common';
import { bucketStart, REPORT_INTERVALS } from '../../resources/grouping';
import type { ReportDef } from '../../resources/report';
import { SUM_COLUMNS, weightedMean } from './group-sums';

export const QualityOverTimeRow = Type.Object(
  {
    id: Type.String({ description: '<organisation id>:<period_start>.' }),
    period_start: DateOnly({ description: 'First day of the day, ISO week (Monday) or month.' }),
    deliveries: Type.Integer({ description: 'Accepted deliveries in the bucket.' }),
    litres: Type.Number({ description: 'Accepted litres in the bucket.' }),
    fat_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean.' }),
    protein_pct: Nullable(Type.Number(), { description: 'Litre-weighted mean.' }),
    scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean, cells/ml.' }),
  },
  { title: 'QualityOverTimeRow' },
);

/** Quality report: the organisation's fat, protein and SCC per day, week or month of the period. */
export const qualityOverTime: ReportDef = {
  name: 'quality-over-time',
  permission: 'reports:read',
  label: 'Quality over time',
  summary: 'Litre-weighted fat, protein and SCC per day, week or month',
  description:
    'One row per bucket (interval) of from..to holding accepted milk, oldest first, for the whole organisation: the ' +
    'litre-weighted means of its accepted deliveries. A week or month cut by the period counts only its days inside it.',
  row: QualityOverTimeRow,
  table: 'collection_days',
  source: (period) => {
    const bucket = bucketStart(period.interval, 'd.day');
    return `(SELECT s.*, s.organization_id || ':' || to_char(s.bucket, 'YYYY-MM-DD') AS id, to_char(s.bucket, 'YYYY-MM-DD') AS period_start, ${weightedMean('fat')} AS fat,
                    ${weightedMean('protein')} AS protein, ${weightedMean('scc')} AS scc
               FROM (SELECT d.organization_id, ${bucket} AS bucket, ${SUM_COLUMNS.map((c) => `sum(d.${c}) AS ${c}`).join(', ')}
                       FROM collection_days d
                      WHERE d.day BETWEEN ${period.from()} AND ${period.to()}
                      GROUP BY d.organization_id, ${bucket}
                     HAVING sum(d.accepted_litres) > 0) s)`;
  },
  select: () => 't.id, t.period_start, t.accepted_deliveries, t.accepted_litres, t.fat, t.protein, t.scc',
  fields: {
    period_start: { sql: 't.bucket', type: 'timestamp', sort: true, notNull: true },
    deliveries: { sql: 't.accepted_deliveries', type: 'number', sort: true },
    litres: { sql: 't.accepted_litres', type: 'number', sort: true },
    fat_pct: { sql: 't.fat', type: 'number', sort: true },
    protein_pct: { sql: 't.protein', type: 'number', sort: true },
    scc: { sql: 't.scc', type: 'number', sort: true },
  },
  defaultSort: 'period_start',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  intervals: REPORT_INTERVALS,
  toJson: (row) => ({
    id: row.id,
    period_start: row.period_start,
    deliveries: Number(row.accepted_deliveries),
    litres: Number(row.accepted_litres),
    fat_pct: num(row.fat),
    protein_pct: num(row.protein),
    scc: num(row.scc),
  }),
};
