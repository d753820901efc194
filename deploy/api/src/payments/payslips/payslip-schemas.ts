import { Type, type Static } from '@sinclair/typebox';
import { DateOnly, Nullable, StringEnum, Uuid } from '../../schemas/common';

/** Stored payment statuses (migration 014); `delayed` is derived from the due date, never stored. */
export const PAYSLIP_PAYMENT_STATUSES = [
  'draft',
  'pending',
  'in_progress',
  'partially_paid',
  'completed',
  'failed',
] as const;
export const PAY_RUN_STATUSES = ['draft', 'approved', 'processing', 'completed'] as const;
export const RATE_SOURCES = ['farmer_special', 'farmer', 'route', 'organisation'] as const;
const METHODS = ['bank_transfer', 'mobile_money', 'cash', 'credit_card'] as const;

const ksh = (description: string) => Type.Number({ description: `${description}, KSh.` });
const litres = (description: string) => Type.Number({ description: `${description}, litres.` });

const PayslipMilkLine = Type.Object(
  {
    position: Type.Integer(),
    day: DateOnly(),
    morning_litres: Nullable(litres('Accepted milk of the morning shift')),
    evening_litres: Nullable(litres('Accepted milk of the evening shift')),
    litres: litres('Accepted milk of the day'),
    rate: ksh('Price per litre that day'),
    rate_source: StringEnum(RATE_SOURCES, { description: 'Which rate applied: the most specific in force that day.' }),
    amount: ksh('litres x rate'),
  },
  { title: 'PayslipMilkLine' },
);

const PayslipAdjustmentLine = Type.Object(
  {
    position: Type.Integer(),
    description: Type.String({ description: 'The quality rule, e.g. "SCC below 200,000: +Ksh 1.50/L".' }),
    litres: litres('Milk that met the rule'),
    amount_per_litre: ksh('Added per litre (negative: a penalty)'),
    amount: ksh('litres x amount_per_litre'),
  },
  { title: 'PayslipAdjustmentLine' },
);

const PayslipDebt = Type.Object(
  {
    kind: StringEnum(['supply', 'advance'] as const),
    id: Uuid(),
    date: Nullable(DateOnly({ description: 'When the supply was taken or the advance given.' })),
    items: Type.Array(Type.String(), {
      description: 'A supply\'s items ("Dairy meal 70 kg x 2"); empty for an advance.',
    }),
    reason: Nullable(Type.String({ description: "An advance's reason; null for a supply." })),
  },
  { title: 'PayslipDebt' },
);

const PayslipDeductionLine = Type.Object(
  {
    position: Type.Integer(),
    description: Type.String(),
    settles: Nullable(PayslipDebt, {
      description: 'The supply or advance this line settles; null once that record is deleted.',
    }),
    owed_before: ksh('Still owed on it before this payment'),
    amount_deducted: ksh('Taken off this payment (positive)'),
    remaining: ksh('Still owed after this payment'),
  },
  { title: 'PayslipDeductionLine' },
);

const PayslipPayout = Type.Object(
  {
    id: Uuid(),
    kind: StringEnum(['payout', 'reversal'] as const, {
      description: 'payout: money to the farmer; reversal: money back (negative).',
    }),
    paid_at: Type.String({ format: 'date-time' }),
    amount: ksh('Moved (negative for a reversal)'),
    payment_method: StringEnum(METHODS),
    transaction_reference: Type.String(),
    reason: Nullable(Type.String({ description: 'Why it was reversed.' })),
  },
  { title: 'PayslipPayout' },
);

export const Payslip = Type.Object(
  {
    payment_id: Uuid(),
    organization: Type.Object({ id: Uuid(), name: Type.String() }),
    farmer: Type.Object({
      producer_id: Uuid({ description: "The farmer's Producer link." }),
      name: Type.String(),
      member_number: Nullable(Type.String()),
      phone: Nullable(Type.String()),
    }),
    period_start: DateOnly(),
    period_end: DateOnly(),
    pay_run: Nullable(
      Type.Object({
        id: Uuid(),
        status: StringEnum(PAY_RUN_STATUSES),
        approved_by_name: Nullable(Type.String()),
        approved_at: Nullable(Type.String({ format: 'date-time' })),
      }),
      { description: 'The pay run that computed the payment; null for one made before pay runs.' },
    ),
    status: StringEnum(PAYSLIP_PAYMENT_STATUSES, {
      description: 'As stored; pending or partially_paid past due_date shows as delayed.',
    }),
    payment_method: StringEnum(METHODS),
    due_date: DateOnly(),
    transaction_reference: Nullable(Type.String({ description: 'Of the latest payout.' })),
    references: Type.Array(Type.String(), { description: 'Every payout reference of the payment, oldest first.' }),
    milk_lines: Type.Array(PayslipMilkLine, { description: 'One per day; empty for a payment made before pay runs.' }),
    adjustment_lines: Type.Array(PayslipAdjustmentLine),
    deduction_lines: Type.Array(PayslipDeductionLine, { description: 'Oldest debt first.' }),
    totals: Type.Object({
      litres: litres('Accepted milk of the period'),
      gross_amount: ksh('Milk lines summed'),
      adjustments: ksh('Quality adjustments summed (may be negative)'),
      deductions: ksh('Deductions summed (positive)'),
      net_amount: ksh('gross + adjustments - deductions: the amount due'),
      amount_paid: ksh('What payouts moved'),
      outstanding: ksh('net_amount - amount_paid'),
    }),
    payouts: Type.Array(PayslipPayout, { description: 'Money that moved for this payment, oldest first.' }),
    reversal: Nullable(
      Type.Object({
        paid_at: Type.String({ format: 'date-time' }),
        amount: ksh('Came back (negative)'),
        transaction_reference: Type.String(),
        reason: Nullable(Type.String()),
        replaced_by_id: Nullable(Uuid({ description: 'The payment made in its place.' })),
      }),
      { description: 'When the payment was reversed: the reversal and the payment replacing it.' },
    ),
    replaces_id: Nullable(Uuid({ description: 'The reversed payment this one replaces.' })),
  },
  { title: 'Payslip' },
);

export type PayslipType = Static<typeof Payslip>;
