import { OPEN_PAYMENT } from '../payments/payments';
import { Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../payments/payments';
import { DateOnly, Nullable, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import type { ReportDef } from '../resources/report';
import { memberByNumber, personByName } from '../resources/search-sets';

export const PENDING_STATUSES = ['pending', 'delayed', 'in_progress', 'partially_paid', 'failed'] as const;

export const PendingPaymentRow = Type.Object(
  {
    id: Uuid({ description: 'The payment.' }),
    farmer_name: Type.String(),
    member_number: Type.String(),
    fatContent: Type.Number({ description: 'The amount due, KSh (spec 3 names it fatContent).' }),
    amount_paid: Type.Number({ description: 'KSh paid so far (a partially paid payment: "Ksh X of Y paid").' }),
    amount_outstanding: Type.Number({ description: 'KSh still to pay: fatContent - amount_paid.' }),
    due_date: DateOnly(),
    payment_method: StringEnum(PAYMENT_METHODS),
    payment_status: StringEnum(PENDING_STATUSES, {
      description: 'delayed = pending or partially paid past its due date.',
    }),
    payout_failure: Nullable(
      Type.String({
        description: 'Why its last M-Pesa payout failed ("M-Pesa float insufficient"), until sent again.',
      }),
    ),
  },
  { title: 'PendingPaymentRow' },
);

const PAYMENT_STATUS = `(CASE WHEN t.status IN ('pending', 'partially_paid') AND t.due_date < current_date THEN 'delayed' ELSE t.status END)`;

/** Every payment still to pay (docs/screens.md#pending-payments); earliest due first. */
export const pendingPayments: ReportDef = {
  name: 'pending-payments',
  permission: 'payments:read',
  label: 'Pending payment',
  summary: 'Payments still to pay: farmer, member number, amount due and paid, due date, method, status',
  description:
    'One row per payment of an approved pay run still to be paid: pending (delayed once past due), partially_paid ' +
    '(part paid, the rest outstanding; delayed once past due), in_progress (being paid out) or failed (to retry). ' +
    'Drafts are not owed yet; completed payments are in completed-payments. The dashboard card pending_payments ' +
    'counts exactly these rows.',
  row: PendingPaymentRow,
  table: `(SELECT p.id, p.organization_id, p.producer_id, p.status, p.due_date, p.payment_method, p.amount_due,
                  coalesce(p.amount_paid, 0) AS amount_paid, p.amount_due - coalesce(p.amount_paid, 0) AS amount_outstanding,
                  p.payout_failure,
                  ${personName('u')} AS farmer_name, coalesce(ur.member_id, '') AS member_number
             FROM payments p
             LEFT JOIN user_roles ur ON ur.id = p.producer_id LEFT JOIN users u ON u.id = ur.user_id
            WHERE ${OPEN_PAYMENT})`,
  select: () => `t.id, t.farmer_name, t.member_number, t.amount_due, t.amount_paid, t.amount_outstanding,
    to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.payment_method, ${PAYMENT_STATUS} AS payment_status, t.payout_failure`,
  fields: {
    farmer_name: {
      sql: 't.farmer_name',
      type: 'text',
      filter: true,
      sort: true,
      search: personByName('t.producer_id'),
    },
    member_number: {
      sql: 't.member_number',
      type: 'text',
      filter: true,
      sort: true,
      search: memberByNumber('t.producer_id'),
    },
    fatContent: { sql: 't.amount_due', type: 'number', sort: true },
    amount_paid: { sql: 't.amount_paid', type: 'number', sort: true },
    amount_outstanding: { sql: 't.amount_outstanding', type: 'number', sort: true },
    due_date: { sql: 't.due_date', type: 'timestamp', filter: true, sort: true, notNull: true },
    payment_method: { sql: 't.payment_method', type: 'text', filter: true, sort: true },
    payment_status: { sql: PAYMENT_STATUS, type: 'text', sort: true },
  },
  defaultSort: 'due_date',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  period: { sql: 't.due_date', description: 'Payments due on these days.' },
  statuses: {
    pending: `t.status = 'pending' AND t.due_date >= current_date`,
    delayed: `t.status IN ('pending', 'partially_paid') AND t.due_date < current_date`,
    in_progress: `t.status = 'in_progress'`,
    partially_paid: `t.status = 'partially_paid' AND t.due_date >= current_date`,
    failed: `t.status = 'failed'`,
  },
  statusDescription:
    'payment_status: pending, delayed (pending or partially paid past due), in_progress, partially_paid or failed.',
  toJson: (row) => ({
    id: row.id,
    farmer_name: row.farmer_name,
    member_number: row.member_number,
    fatContent: Number(row.amount_due),
    amount_paid: Number(row.amount_paid),
    amount_outstanding: Number(row.amount_outstanding),
    due_date: row.due_date,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    payout_failure: row.payout_failure ?? null,
  }),
};
