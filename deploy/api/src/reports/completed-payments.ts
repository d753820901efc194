import { Type } from '@sinclair/typebox';
import { PAYMENT_METHODS } from '../payments/payments';
import { DateOnly, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import { day, type ReportDef } from '../resources/report';
import { memberByNumber, personByName } from '../resources/search-sets';

export const COMPLETED_ENTRIES = ['payment', 'reversal'] as const;

export const CompletedPaymentRow = Type.Object(
  {
    id: Uuid({ description: 'The payment (entry payment), or the reversal payout (entry reversal).' }),
    entry: StringEnum(COMPLETED_ENTRIES, {
      description:
        'payment: a completed payment; reversal: money taken back from a completed payment (amount_paid < 0).',
    }),
    payment_id: Uuid({ description: 'The payment paid, or reversed (its payslip).' }),
    payment_date: DateOnly(),
    farmer_name: Type.String(),
    member_id: Type.String({ description: "The farmer's member number." }),
    amount_paid: Type.Number({ description: 'KSh; negative for a reversal.' }),
    payment_method: StringEnum(PAYMENT_METHODS),
    transaction_reference: Type.String(),
    payment_status: StringEnum(['completed', 'reversed'] as const, { description: 'reversed: a reversal entry.' }),
    reversed: Type.Boolean({
      description:
        'The payment was taken back (a reversal entry, or the payment one took back): it cannot be reversed again.',
    }),
  },
  { title: 'CompletedPaymentRow' },
);

/**
 * Every completed payment, and every reversal of one as an entry of its own with a negative
 * amount (docs/screens.md#completed-payments): the ledger as it happened, latest first. A
 * reversed payment keeps its row; the new payment that replaces it shows once paid.
 */
export const completedPayments: ReportDef = {
  name: 'completed-payments',
  permission: 'payments:read',
  label: 'Completed payment',
  summary: 'Payments made and reversed: date, farmer, member id, amount, method, reference',
  description:
    'One row per completed payment (entry payment) and per reversal of one (entry reversal, negative amount_paid, ' +
    'payment_status reversed, reference REV-<reference>); latest first.',
  row: CompletedPaymentRow,
  table: `(SELECT p.id, 'payment' AS entry, p.id AS payment_id, p.organization_id, p.producer_id, p.paid_at, p.amount_paid,
                  p.payment_method, coalesce(p.transaction_reference, '') AS transaction_reference, 'completed' AS payment_status,
                  ${personName('u')} AS farmer_name, coalesce(ur.member_id, '') AS member_id
             FROM payments p
             LEFT JOIN user_roles ur ON ur.id = p.producer_id LEFT JOIN users u ON u.id = ur.user_id
            WHERE p.status = 'completed'
           UNION ALL
           SELECT o.id, 'reversal', o.payment_id, o.organization_id, p.producer_id, o.paid_at, o.amount,
                  o.payment_method, o.transaction_reference, 'reversed',
                  ${personName('u')}, coalesce(ur.member_id, '')
             FROM payouts o
             JOIN payments p ON p.id = o.payment_id
             LEFT JOIN user_roles ur ON ur.id = p.producer_id LEFT JOIN users u ON u.id = ur.user_id
            WHERE o.kind = 'reversal')`,
  select:
    () => `t.id, t.entry, t.payment_id, ${day('t.paid_at')} AS payment_date, t.farmer_name, t.member_id, t.amount_paid,
    t.payment_method, t.transaction_reference, t.payment_status,
    (t.entry = 'reversal' OR EXISTS (SELECT 1 FROM payouts v WHERE v.payment_id = t.payment_id AND v.kind = 'reversal')) AS reversed`,
  fields: {
    entry: { sql: 't.entry', type: 'text', filter: true, sort: true },
    payment_id: { sql: 't.payment_id', type: 'uuid', filter: true },
    payment_date: { sql: 't.paid_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    farmer_name: {
      sql: 't.farmer_name',
      type: 'text',
      filter: true,
      sort: true,
      search: personByName('t.producer_id'),
    },
    member_id: { sql: 't.member_id', type: 'text', filter: true, sort: true, search: memberByNumber('t.producer_id') },
    amount_paid: { sql: 't.amount_paid', type: 'number', sort: true },
    payment_method: { sql: 't.payment_method', type: 'text', filter: true, sort: true },
    transaction_reference: { sql: 't.transaction_reference', type: 'text', filter: true, sort: true, search: true },
  },
  defaultSort: '-payment_date',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  period: { sql: 't.paid_at', description: 'Payments made (and reversals recorded) on these days.' },
  toJson: (row) => ({
    id: row.id,
    entry: row.entry,
    payment_id: row.payment_id,
    payment_date: row.payment_date,
    farmer_name: row.farmer_name,
    member_id: row.member_id,
    amount_paid: Number(row.amount_paid),
    payment_method: row.payment_method,
    transaction_reference: row.transaction_reference,
    payment_status: row.payment_status,
    reversed: row.reversed === true,
  }),
};
