import { Type } from '@sinclair/typebox';
import { cents, DAYS_TO_PAY } from '../../domain/pay';
import { conflict, fieldError } from '../../http/errors';
import { DateOnly, DateTimeInput, iso, Nullable, num, StringEnum, Uuid } from '../../schemas/common';
import { assertRoleLink } from '../references';
import type { ResourceDef, WriteContext } from '../types';
import { UserRole } from './user-roles';

export const PAYMENT_METHODS = ['bank_transfer', 'mobile_money', 'cash', 'credit_card'] as const;
/** Stored statuses; `delayed` is derived (pending past its due date). */
export const PAYMENT_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;

const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e10, description });

export const Payment = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    period_start: DateOnly(),
    period_end: DateOnly(),
    litres: Type.Number({ description: 'Accepted litres of the period.' }),
    rate_per_litre: Type.Number({ description: 'KSh per litre used.' }),
    gross_amount: Type.Number({ description: 'litres x rate_per_litre, KSh.' }),
    deductions: Type.Number({ description: 'Supplies on credit and advances, KSh; never more than gross.' }),
    amount_due: Type.Number({ description: 'gross_amount - deductions, KSh.' }),
    due_date: DateOnly(),
    payment_method: StringEnum(PAYMENT_METHODS),
    status: StringEnum(PAYMENT_STATUSES),
    paid_at: Nullable(Type.String({ format: 'date-time' })),
    amount_paid: Nullable(Type.Number()),
    transaction_reference: Nullable(Type.String()),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
  },
  { title: 'Payment' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  period_start: DateOnly(),
  period_end: DateOnly({ description: 'Not before period_start.' }),
  litres: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1e8, description: "Default: the farmer's accepted litres in the period." }),
  ),
  rate_per_litre: Type.Optional(
    Type.Number({ minimum: 0, exclusiveMaximum: 1000, description: "Default: the organisation's default_rate_per_litre." }),
  ),
  deductions: Type.Optional(
    money("Default: the farmer's delivered supplies of the period, capped at the gross amount."),
  ),
  due_date: Type.Optional(DateOnly({ description: `Default: period_end + ${DAYS_TO_PAY} days.` })),
  payment_method: Type.Optional(StringEnum(PAYMENT_METHODS, { description: "Default 'mobile_money'." })),
  status: Type.Optional(
    StringEnum(PAYMENT_STATUSES, { description: "Default 'pending'. Completing needs transaction_reference." }),
  ),
  paid_at: Type.Optional(Nullable(DateTimeInput({ description: 'Default when completing: now.' }))),
  amount_paid: Type.Optional(Nullable(money('Default when completing: amount_due.'))),
  transaction_reference: Type.Optional(
    Nullable(Type.String({ minLength: 1, maxLength: 100, description: 'Payout reference (M-Pesa code, bank reference); unique.' })),
  ),
};
export const PaymentCreate = Type.Object(editable, { title: 'PaymentCreate', additionalProperties: false });
export const PaymentUpdate = Type.Partial(Type.Object(editable), { title: 'PaymentUpdate', additionalProperties: false });


/** What the period's data says when the request leaves litres, rate or deductions out. */
async function periodDefaults(ctx: WriteContext, producerId: unknown, start: unknown, end: unknown) {
  const { rows } = await ctx.tx.query<{ litres: number; rate: number; supplies: number }>(
    `SELECT (SELECT coalesce(sum(c.quantity_litres), 0) FROM collections c
              WHERE c.producer_id = $1 AND c.status = 'accepted'
                AND c.collected_at >= $2::date AND c.collected_at < $3::date + 1) AS litres,
            (SELECT o.default_rate_per_litre FROM organizations o WHERE o.id = $4) AS rate,
            (SELECT coalesce(sum(s.total_cost), 0) FROM supplies s
              WHERE s.producer_id = $1 AND s.status = 'delivered'
                AND s.supplied_at >= $2::date AND s.supplied_at < $3::date + 1) AS supplies`,
    [producerId, start, end, ctx.organizationId],
  );
  return { litres: Number(rows[0].litres), rate: Number(rows[0].rate), supplies: Number(rows[0].supplies) };
}

export const payments: ResourceDef = {
  name: 'payments',
  label: 'Payment',
  tag: 'Payroll',
  access: 'payments',
  table: 'payments',
  select: () =>
    `t.id, t.organization_id, t.producer_id, to_char(t.period_start, 'YYYY-MM-DD') AS period_start,
     to_char(t.period_end, 'YYYY-MM-DD') AS period_end, t.litres, t.rate_per_litre, t.gross_amount, t.deductions,
     t.amount_due, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.payment_method, t.status, t.paid_at,
     t.amount_paid, t.transaction_reference`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
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
  schemas: { item: Payment, create: PaymentCreate, update: PaymentUpdate },
  defaults: { payment_method: 'mobile_money', status: 'pending', paid_at: null, amount_paid: null, transaction_reference: null },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    producer_id: row.producer_id,
    period_start: row.period_start,
    period_end: row.period_end,
    litres: Number(row.litres),
    rate_per_litre: Number(row.rate_per_litre),
    gross_amount: Number(row.gross_amount),
    deductions: Number(row.deductions),
    amount_due: Number(row.amount_due),
    due_date: row.due_date,
    payment_method: row.payment_method,
    status: row.status,
    paid_at: iso(row.paid_at),
    amount_paid: num(row.amount_paid),
    transaction_reference: row.transaction_reference ?? null,
  }),
  populate: { producer: { from: 'producer_id', resource: 'user-roles' } },
  async toColumns(input, ctx) {
    // Processing twice must never pay twice: a completed payment is final.
    if (ctx.existing?.status === 'completed') throw conflict('This payment is already completed');
    await assertRoleLink(ctx.tx, input.producer_id as string, ctx.organizationId!, 'Producer', 'producer_id');
    if ((input.period_end as string) < (input.period_start as string)) {
      throw fieldError('period_end', 'must not be before period_start');
    }
    const needsData = input.litres === undefined || input.rate_per_litre === undefined || input.deductions === undefined;
    const data = needsData ? await periodDefaults(ctx, input.producer_id, input.period_start, input.period_end) : undefined;
    const litres = (input.litres as number | undefined) ?? data!.litres;
    const rate = (input.rate_per_litre as number | undefined) ?? data!.rate;
    const gross = cents(litres * rate);
    const deductions = cents((input.deductions as number | undefined) ?? Math.min(data!.supplies, gross));
    if (deductions > gross) throw fieldError('deductions', `must not exceed the gross amount (${gross})`);
    const amountDue = cents(gross - deductions);

    const completing = input.status === 'completed';
    if (completing && !input.transaction_reference) throw fieldError('transaction_reference', 'is required to complete a payment');
    const dueDate = (input.due_date as string | undefined) ?? addDays(input.period_end as string, DAYS_TO_PAY);
    return {
      producer_id: input.producer_id,
      period_start: input.period_start,
      period_end: input.period_end,
      litres,
      rate_per_litre: rate,
      gross_amount: gross,
      deductions,
      amount_due: amountDue,
      due_date: dueDate,
      payment_method: input.payment_method,
      status: input.status,
      paid_at: input.paid_at ?? (completing ? new Date().toISOString() : null),
      amount_paid: input.amount_paid ?? (completing ? amountDue : null),
      transaction_reference: typeof input.transaction_reference === 'string' ? input.transaction_reference.trim() : null,
    };
  },
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
