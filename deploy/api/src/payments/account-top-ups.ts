import { Type } from '@sinclair/typebox';
import { iso, Nullable, Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';

export const AccountTopUp = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    amount: Type.Number({ description: 'KSh added to the payout account.' }),
    reference: Nullable(Type.String(), { description: "The bank's or mobile-money provider's reference." }),
    topped_up_by: Nullable(Uuid({ description: 'The user who recorded it.' })),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'AccountTopUp' },
);

export const AccountTopUpCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000, description: 'KSh; kept to the cent.' }),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { title: 'AccountTopUpCreate', additionalProperties: false },
);

/**
 * Money put into the organisation's payout account (migration 010). Recorded, listed, never
 * changed: GET /payments/balance adds them up against what was paid out.
 */
export const accountTopUps: ResourceDef = {
  name: 'account-top-ups',
  label: 'Account top-up',
  tag: 'Payments',
  access: { list: 'payments:read', get: 'payments:read', create: 'account:top_up' },
  operations: ['list', 'get', 'create'],
  table: 'account_top_ups',
  select: () => 't.id, t.organization_id, t.amount, t.reference, t.topped_up_by, t.created_at',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    amount: { sql: 't.amount', type: 'number', filter: true, sort: true },
    reference: { sql: 't.reference', type: 'text', filter: true, sort: true, search: true },
    topped_up_by: { sql: 't.topped_up_by', type: 'uuid', filter: true },
    created_at: { sql: 't.created_at', type: 'timestamp', filter: true, sort: true, notNull: true },
  },
  defaultSort: '-created_at',
  period: { sql: 't.created_at', description: 'Top-ups made on these days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  // Never updated: the schema is only there because every resource names one.
  schemas: { item: AccountTopUp, create: AccountTopUpCreate, update: AccountTopUpCreate },
  defaults: { reference: null },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    amount: Number(row.amount),
    reference: row.reference ?? null,
    topped_up_by: row.topped_up_by ?? null,
    created_at: iso(row.created_at),
  }),
  async toColumns(input, ctx) {
    const reference = typeof input.reference === 'string' ? input.reference.trim() : '';
    return { amount: input.amount, reference: reference || null, topped_up_by: ctx.caller.userId };
  },
};
