import { Type } from '@sinclair/typebox';
import { iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';
import { PAYMENT_METHODS } from './payments';

export const PAYOUT_KINDS = ['payout', 'reversal'] as const;

export const Payout = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    payment_id: Uuid({ description: 'The payment it paid, or reversed.' }),
    kind: StringEnum(PAYOUT_KINDS, { description: 'payout: money paid to the farmer; reversal: a payout taken back.' }),
    amount: Type.Number({
      description: 'KSh out of the payout account: above 0 for a payout, below 0 for a reversal.',
    }),
    payment_method: StringEnum(PAYMENT_METHODS),
    transaction_reference: Type.String({
      description: "The payout's reference (REV-<reference> for a reversal); unique.",
    }),
    paid_at: Type.String({ format: 'date-time' }),
    reason: Nullable(Type.String(), { description: 'Why a payment was reversed.' }),
    notes: Nullable(Type.String()),
    recorded_by: Nullable(Uuid({ description: 'The user who recorded it.' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Payout' },
);

/**
 * Money that moved (migration 014): written only by the ledger (POST /payments/{id}/process,
 * /payments/process, /payments/{id}/reverse), never changed or deleted; listed and read here.
 */
export const payouts: ResourceDef = {
  name: 'payouts',
  label: 'Payout',
  tag: 'Payments',
  access: { list: 'payments:read', get: 'payments:read' },
  operations: ['list', 'get'],
  table: 'payouts',
  select: () =>
    `t.id, t.organization_id, t.payment_id, t.kind, t.amount, t.payment_method, t.transaction_reference, t.paid_at,
     t.reason, t.notes, t.recorded_by, t.created_at`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    payment_id: { sql: 't.payment_id', type: 'uuid', filter: true },
    kind: { sql: 't.kind', type: 'text', filter: true, sort: true },
    payment_method: { sql: 't.payment_method', type: 'text', filter: true, sort: true },
    transaction_reference: { sql: 't.transaction_reference', type: 'text', filter: true, sort: true, search: true },
    amount: { sql: 't.amount', type: 'number', filter: true, sort: true },
    paid_at: { sql: 't.paid_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-paid_at',
  period: { sql: 't.paid_at', description: 'Payouts made on these days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  // Only list and get are offered: the ledger writes payouts itself.
  schemas: { item: Payout, create: Payout, update: Payout },
  defaults: {},
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    payment_id: row.payment_id,
    kind: row.kind,
    amount: Number(row.amount),
    payment_method: row.payment_method,
    transaction_reference: row.transaction_reference,
    paid_at: iso(row.paid_at),
    reason: row.reason ?? null,
    notes: row.notes ?? null,
    recorded_by: row.recorded_by ?? null,
    created_at: iso(row.created_at),
  }),
  toColumns: async () => {
    throw new Error('Payouts are written by the ledger (src/payments), never through the generic routes');
  },
};
