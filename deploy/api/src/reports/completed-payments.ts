import { Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../resources/definitions/payments';
import { DateOnly, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import { day, type ReportDef } from './report';
import { memberByNumber, personByName } from '../resources/search-sets';

export const CompletedPaymentRow = Type.Object(
  {
    id: Uuid({ description: 'The payment.' }),
    payment_date: DateOnly(),
    farmer_name: Type.String(),
    member_id: Type.String({ description: "The farmer's member number." }),
    amount_paid: Type.Number({ description: 'KSh.' }),
    payment_method: StringEnum(PAYMENT_METHODS),
    transaction_reference: Type.String(),
    payment_status: StringEnum(['completed'] as const),
  },
  { title: 'CompletedPaymentRow' },
);

/** Every completed payment (docs/screens.md#completed-payments); latest first. */
export const completedPayments: ReportDef = {
  name: 'completed-payments',
  permission: 'payments:read',
  label: 'Completed payment',
  summary: 'Payments made: date, farmer, member id, amount, method, reference',
  description: 'One row per completed payment; latest first.',
  row: CompletedPaymentRow,
  table: `(SELECT p.id, p.organization_id, p.producer_id, p.paid_at, p.amount_paid, p.payment_method, p.transaction_reference, p.status,
                  ${personName('u')} AS farmer_name, coalesce(ur.member_id, '') AS member_id
             FROM payments p
             LEFT JOIN user_roles ur ON ur.id = p.producer_id LEFT JOIN users u ON u.id = ur.user_id
            WHERE p.status = 'completed')`,
  select: () => `t.id, ${day('t.paid_at')} AS payment_date, t.farmer_name, t.member_id, t.amount_paid, t.payment_method,
    t.transaction_reference, t.status`,
  fields: {
    payment_date: { sql: 't.paid_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    farmer_name: { sql: 't.farmer_name', type: 'text', filter: true, sort: true, search: personByName('t.producer_id') },
    member_id: { sql: 't.member_id', type: 'text', filter: true, sort: true, search: memberByNumber('t.producer_id') },
    amount_paid: { sql: 't.amount_paid', type: 'number', sort: true },
    payment_method: { sql: 't.payment_method', type: 'text', filter: true, sort: true },
    transaction_reference: { sql: 't.transaction_reference', type: 'text', filter: true, sort: true, search: true },
  },
  defaultSort: '-payment_date',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  period: { sql: 't.paid_at', description: 'Payments made on these days.' },
  toJson: (row) => ({
    id: row.id,
    payment_date: row.payment_date,
    farmer_name: row.farmer_name,
    member_id: row.member_id,
    amount_paid: Number(row.amount_paid),
    payment_method: row.payment_method,
    transaction_reference: row.transaction_reference,
    payment_status: row.status,
  }),
};
