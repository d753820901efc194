import { Type } from '@sinclair/typebox';
import { REJECTION_REASON_CODES, reasonLabelSql } from '../../domain/rejection-reasons';
import { StringEnum } from '../../schemas/common';
import type { ReportDef } from '../../resources/report';

export const RejectionsByReasonRow = Type.Object(
  {
    id: Type.String({ description: '<organisation id>:<reason_code>.' }),
    reason_code: StringEnum(REJECTION_REASON_CODES),
    reason: Type.String({ description: "The reason's label, e.g. High SCC." }),
    rejections: Type.Integer({ description: 'Rejection logs of the period with this reason.' }),
    litres: Type.Number({ description: 'Their weight: 1 kg is booked per litre, as the journal does.' }),
  },
  { title: 'RejectionsByReasonRow' },
);

const CODES = `ARRAY[${REJECTION_REASON_CODES.map((code) => `'${code}'`).join(', ')}]::text[]`;

/** Quality report: the rejection logs of the period by coded reason. */
export const rejectionsByReason: ReportDef = {
  name: 'rejections-by-reason',
  permission: 'reports:read',
  label: 'Rejections by reason',
  summary: 'Rejections of the period by coded reason: count and litres',
  description:
    'One row per coded reason (all of them, zeros included) with the rejection logs of from..to: how many and their ' +
    'weight in litres. The rows add up to the Rejection Logs of the same days.',
  row: RejectionsByReasonRow,
  table: 'rejections',
  // Per organisation and reason an index-only range scan (migration 020), whatever the size.
  source: (
    period,
  ) => `(SELECT o.id AS organization_id, o.id || ':' || r.code AS id, r.code AS reason_code, ${reasonLabelSql('r.code')} AS reason,
                               a.rejections, a.litres
                          FROM organizations o CROSS JOIN unnest(${CODES}) AS r(code)
                          CROSS JOIN LATERAL (
                            SELECT count(*)::int AS rejections, coalesce(sum(rj.weight_kg), 0) AS litres
                              FROM rejections rj
                             WHERE rj.organization_id = o.id AND rj.reason = r.code
                               AND rj.rejected_at >= ${period.from()} AND rj.rejected_at < ${period.to()} + 1) a)`,
  select: () => 't.id, t.reason_code, t.reason, t.rejections, t.litres',
  fields: {
    reason_code: { sql: 't.reason_code', type: 'text', filter: true, sort: true },
    reason: { sql: 't.reason', type: 'text', sort: true, search: true },
    rejections: { sql: 't.rejections', type: 'number', sort: true },
    litres: { sql: 't.litres', type: 'number', sort: true },
  },
  defaultSort: '-litres',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    id: row.id,
    reason_code: row.reason_code,
    reason: row.reason,
    rejections: Number(row.rejections),
    litres: Number(row.litres),
  }),
};
