import { Type } from '@sinclair/typebox';
import { DateOnly, iso, Nullable, num, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import type { ResourceDef } from '../resources/types';
import { UserRole } from '../people/user-roles';

/**
 * SQL over a payment `p`: still to pay, so listed in Pending Payments and counted as due by the
 * balance and the dashboard's card (one definition: the three always agree). A draft is not
 * owed yet; a completed payment is paid.
 */
export const OPEN_PAYMENT = `p.status IN ('pending', 'in_progress', 'partially_paid', 'failed')`;
/** SQL over a payment `p`: delayed, i.e. pending or partially paid past its due date. */
export const OVERDUE_PAYMENT = `(p.status IN ('pending', 'partially_paid') AND p.due_date < current_date)`;

export const PAYMENT_METHODS = ['bank_transfer', 'mobile_money', 'cash', 'credit_card'] as const;
/**
 * Stored statuses (docs/rules.md#payments): a draft run's payments are `draft` (not payable);
 * `partially_paid` has part of its amount paid and the rest still due. `delayed` is derived
 * (pending or partially paid past its due date), never stored.
 */
export const PAYMENT_STATUSES = ['draft', 'pending', 'in_progress', 'partially_paid', 'completed', 'failed'] as const;

export const Payment = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    farmer_name: Type.String({ description: "The farmer's name." }),
    member_number: Type.String({ description: "The farmer's member number ('' when none)." }),
    pay_run_id: Nullable(Uuid({ description: 'The pay run that computed it (GET /pay-runs/{id}).' })),
    replaces_id: Nullable(
      Uuid({ description: 'The reversed payment this one pays again (POST /payments/{id}/reverse).' }),
    ),
    period_start: DateOnly(),
    period_end: DateOnly(),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    rate_per_litre: Type.Number({ description: 'KSh per litre; the payslip’s lines give the rate of each day.' }),
    gross_amount: Type.Number({ description: 'KSh earned by the milk (litres x rate, day by day).' }),
    adjustments: Type.Number({ description: 'Quality adjustments, KSh (negative when they take off).' }),
    deductions: Type.Number({
      description: 'Supplies on credit and advances, KSh; never more than gross + adjustments.',
    }),
    amount_due: Type.Number({ description: 'gross_amount + adjustments - deductions, KSh.' }),
    amount_outstanding: Type.Number({ description: 'What is still to pay: amount_due - amount_paid, KSh.' }),
    due_date: DateOnly(),
    payment_method: StringEnum(PAYMENT_METHODS),
    status: StringEnum(PAYMENT_STATUSES),
    paid_at: Nullable(Type.String({ format: 'date-time', description: 'When its latest payout was made.' })),
    amount_paid: Nullable(Type.Number({ description: 'KSh its payouts moved (GET /payouts?filter=payment_id:<id>).' })),
    transaction_reference: Nullable(Type.String({ description: 'The reference of its latest payout.' })),
    payout_failure: Nullable(
      Type.String({
        description:
          'Why its last M-Pesa payout failed ("M-Pesa float insufficient"), until it is handed to M-Pesa again.',
      }),
    ),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
  },
  { title: 'Payment' },
);

/** PUT /payments/{id}: how and when it is to be paid, while it is not completed. */
export const PaymentUpdate = Type.Object(
  {
    payment_method: Type.Optional(StringEnum(PAYMENT_METHODS)),
    due_date: Type.Optional(DateOnly()),
  },
  { title: 'PaymentUpdate', additionalProperties: false },
);

/**
 * Payments are made by pay runs and changed by the ledger (src/payments): this definition
 * lists and reads them; PUT and DELETE are the ledger's own routes (payment-edit-routes.ts).
 */
export const payments: ResourceDef = {
  name: 'payments',
  label: 'Payment',
  tag: 'Payroll',
  access: 'payments',
  operations: ['list', 'get'],
  table: 'payments',
  select: () =>
    `t.id, t.organization_id, t.producer_id,
     (SELECT ${personName('u')} FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.id = t.producer_id) AS farmer_name,
     (SELECT coalesce(ur.member_id, '') FROM user_roles ur WHERE ur.id = t.producer_id) AS member_number,
     t.pay_run_id, t.replaces_id, to_char(t.period_start, 'YYYY-MM-DD') AS period_start,
     to_char(t.period_end, 'YYYY-MM-DD') AS period_end, t.litres, t.rate_per_litre, t.gross_amount, t.adjustments, t.deductions,
     t.amount_due, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.payment_method, t.status, t.paid_at,
     t.amount_paid, t.transaction_reference, t.payout_failure`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    pay_run_id: { sql: 't.pay_run_id', type: 'uuid', filter: true },
    replaces_id: { sql: 't.replaces_id', type: 'uuid', filter: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    payment_method: { sql: 't.payment_method', type: 'text', filter: true, sort: true },
    transaction_reference: { sql: 't.transaction_reference', type: 'text', filter: true, sort: true, search: true },
    period_start: { sql: 't.period_start', type: 'timestamp', filter: true, sort: true, notNull: true },
    period_end: { sql: 't.period_end', type: 'timestamp', filter: true, sort: true, notNull: true },
    due_date: { sql: 't.due_date', type: 'timestamp', filter: true, sort: true, notNull: true },
    paid_at: { sql: 't.paid_at', type: 'timestamp', filter: true, sort: true },
    litres: { sql: 't.litres', type: 'number', filter: true, sort: true },
    amount_due: { sql: 't.amount_due', type: 'number', filter: true, sort: true },
    amount_paid: { sql: 't.amount_paid', type: 'number', filter: true, sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-period_end',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  // Never created nor updated through the generic routes (operations): the schemas name the
  // shapes the ledger's PUT takes.
  schemas: { item: Payment, create: PaymentUpdate, update: PaymentUpdate },
  defaults: {},
  toJson: (row) => {
    const amountDue = Number(row.amount_due);
    const amountPaid = num(row.amount_paid);
    return {
      id: row.id,
      organization_id: row.organization_id,
      producer_id: row.producer_id,
      farmer_name: row.farmer_name ?? '',
      member_number: row.member_number ?? '',
      pay_run_id: row.pay_run_id ?? null,
      replaces_id: row.replaces_id ?? null,
      period_start: row.period_start,
      period_end: row.period_end,
      litres: Number(row.litres),
      rate_per_litre: Number(row.rate_per_litre),
      gross_amount: Number(row.gross_amount),
      adjustments: Number(row.adjustments),
      deductions: Number(row.deductions),
      amount_due: amountDue,
      amount_outstanding: Math.round((amountDue - (amountPaid ?? 0)) * 100) / 100,
      due_date: row.due_date,
      payment_method: row.payment_method,
      status: row.status,
      paid_at: iso(row.paid_at),
      amount_paid: amountPaid,
      transaction_reference: row.transaction_reference ?? null,
      payout_failure: row.payout_failure ?? null,
    };
  },
  populate: { producer: { from: 'producer_id', resource: 'user-roles' } },
  toColumns: async (input) => ({ payment_method: input.payment_method, due_date: input.due_date }),
};
