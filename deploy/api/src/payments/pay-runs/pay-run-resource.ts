import { Type } from '@sinclair/typebox';
import { DateOnly, iso, Nullable, StringEnum, Uuid } from '../../schemas/common';
import { personName } from '../../resources/sql';
import { zonedTimeWriter } from '../../resources/csv-time';
import { payPeriodLabel } from '../../domain/words';
import type { Json, ResourceDef } from '../../resources/types';

export const PAY_RUN_STATUSES = ['draft', 'approved', 'processing', 'completed'] as const;

export const PayRun = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    period_start: DateOnly(),
    period_end: DateOnly(),
    status: StringEnum(PAY_RUN_STATUSES, {
      description: 'draft (not payable); approved; processing (some paid); completed (every payment completed).',
    }),
    computed_by: Nullable(Uuid({ description: 'Who computed the figures last.' })),
    computed_by_name: Nullable(Type.String()),
    computed_at: Type.String({ format: 'date-time' }),
    approved_by: Nullable(Uuid({ description: 'Who approved it: never the person who computed it.' })),
    approved_by_name: Nullable(Type.String()),
    approved_at: Nullable(Type.String({ format: 'date-time' })),
    farmers: Type.Integer({ description: 'Payments of the run (farmers with accepted milk in the period).' }),
    litres: Type.Number({ description: 'Accepted litres paid.' }),
    gross_amount: Type.Number({ description: 'KSh: litres x rates.' }),
    adjustments: Type.Number({ description: 'KSh of quality adjustments (negative when penalties outweigh).' }),
    deductions: Type.Number({ description: 'KSh of supplies and advances deducted.' }),
    net_amount: Type.Number({ description: 'KSh to pay: gross + adjustments - deductions.' }),
    paid_amount: Type.Number({ description: 'KSh paid out so far on its payments.' }),
    payments_count: Type.Integer(),
    payments_completed: Type.Integer(),
  },
  { title: 'PayRun' },
);

export const PayRunCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    period_start: DateOnly({ description: 'The 1st or the 16th of a month.' }),
    period_end: DateOnly({
      description: 'The 15th or the last day of the same month (the 1st-15th, 16th-end or whole month).',
    }),
  },
  { title: 'PayRunCreate', additionalProperties: false },
);

// Processing and completed are read from the payments, so they can never disagree with them. A
// reversed payment no longer counts: the payment that replaces it does.
const DERIVED_STATUS = `CASE WHEN r.status = 'draft' THEN 'draft'
    WHEN pay.count = pay.completed THEN 'completed'
    WHEN pay.paid > 0 OR pay.completed > 0 THEN 'processing' ELSE 'approved' END`;

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  approved: 'Approved',
  processing: 'Processing',
  completed: 'Completed',
};

/** Pay runs, newest period first (GET /pay-runs, GET /pay-runs/{id}); writes are in pay-run-routes. */
export const payRuns: ResourceDef = {
  name: 'pay-runs',
  label: 'Pay run',
  tag: 'Payroll',
  access: { list: 'payments:read', get: 'payments:read' },
  operations: ['list', 'get'],
  table: `(SELECT r.*, ${DERIVED_STATUS} AS run_status, pay.count AS payments_count, pay.completed AS payments_completed,
                  pay.paid AS paid_amount, ${personName('cu')} AS computed_by_name, ${personName('au')} AS approved_by_name
             FROM pay_runs r
             LEFT JOIN users cu ON cu.id = r.computed_by
             LEFT JOIN users au ON au.id = r.approved_by
             CROSS JOIN LATERAL (
               SELECT count(*)::int AS count, count(*) FILTER (WHERE p.status = 'completed')::int AS completed,
                      coalesce(sum(p.amount_paid), 0) AS paid
                 FROM payments p
                WHERE p.pay_run_id = r.id
                  AND NOT EXISTS (SELECT 1 FROM payouts v WHERE v.payment_id = p.id AND v.kind = 'reversal')) pay)`,
  select: () =>
    `t.id, t.organization_id, to_char(t.period_start, 'YYYY-MM-DD') AS period_start,
     to_char(t.period_end, 'YYYY-MM-DD') AS period_end, t.run_status, t.computed_by, t.computed_by_name, t.computed_at,
     t.approved_by, t.approved_by_name, t.approved_at, t.farmers, t.litres, t.gross_amount, t.adjustments, t.deductions,
     t.net_amount, t.paid_amount, t.payments_count, t.payments_completed`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    status: { sql: 't.run_status', type: 'text', filter: true, sort: true },
    period_start: { sql: 't.period_start', type: 'timestamp', filter: true, sort: true, notNull: true },
    period_end: { sql: 't.period_end', type: 'timestamp', filter: true, sort: true, notNull: true },
    net_amount: { sql: 't.net_amount', type: 'number', sort: true },
    computed_at: { sql: 't.computed_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-period_end',
  period: { sql: 't.period_end', description: 'Runs whose period ends on these days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: PayRun, create: PayRunCreate, update: PayRunCreate },
  defaults: {},
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    period_start: row.period_start,
    period_end: row.period_end,
    status: row.run_status,
    computed_by: row.computed_by ?? null,
    computed_by_name: row.computed_by_name ?? null,
    computed_at: iso(row.computed_at),
    approved_by: row.approved_by ?? null,
    approved_by_name: row.approved_by_name ?? null,
    approved_at: iso(row.approved_at),
    farmers: Number(row.farmers),
    litres: Number(row.litres),
    gross_amount: Number(row.gross_amount),
    adjustments: Number(row.adjustments),
    deductions: Number(row.deductions),
    net_amount: Number(row.net_amount),
    paid_amount: Number(row.paid_amount),
    payments_count: Number(row.payments_count),
    payments_completed: Number(row.payments_completed),
  }),
  // Pay Runs' Period, Status, Computed and Approved columns, in the screen's words (who, then when).
  exportColumns: ({ timeZone }) => {
    const time = zonedTimeWriter(timeZone, 'shown');
    const who = (name: unknown, at: unknown) => (at ? `${(name as string | null) ?? 'N/A'}, ${time(at)}` : 'N/A');
    return [
      { header: 'period', value: (row: Json) => payPeriodLabel(String(row.period_start), String(row.period_end)) },
      { header: 'status_label', value: (row: Json) => STATUS_LABELS[String(row.status)] ?? row.status },
      { header: 'computed', value: (row: Json) => who(row.computed_by_name, row.computed_at) },
      { header: 'approved', value: (row: Json) => who(row.approved_by_name, row.approved_at) },
    ];
  },
  toColumns: () => {
    throw new Error('Pay runs are written by pay-run-routes');
  },
};
