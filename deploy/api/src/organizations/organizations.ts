import { Type } from '@sinclair/typebox';
import { checkedTimeZone } from './time-zone';
import { iso, Nullable, Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';

const TIME_ZONE_DESCRIPTION =
  'IANA zone the organisation keeps its days in (report periods, the dashboard, overdue payments) and the console ' +
  "shows times in; null: the server's MAZIWA_TIME_ZONE (Africa/Nairobi by default).";

const VARIANCE_TOLERANCE_DESCRIPTION =
  'How far, in %, the litres the cooling plant measured may stray from those handed over at the centres before a day ' +
  'or trip is flagged on the Inventory page (default 0.5: within it is measurement noise).';

const ALLOW_OVERDRAFT_DESCRIPTION =
  'Whether payouts may take the payout account below 0 (default false: a payout the balance does not cover is refused, ' +
  'and Process Payments stops at the first payment that does not fit).';

export const Organization = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    default_rate_per_litre: Type.Number({ description: 'KSh per litre when a farmer has no special rate.' }),
    allow_overdraft: Type.Boolean({ description: ALLOW_OVERDRAFT_DESCRIPTION }),
    time_zone: Nullable(Type.String(), { description: TIME_ZONE_DESCRIPTION }),
    variance_tolerance_pct: Type.Number({ description: VARIANCE_TOLERANCE_DESCRIPTION }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Organization' },
);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  default_rate_per_litre: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1000 }),
  allow_overdraft: Type.Boolean({ description: ALLOW_OVERDRAFT_DESCRIPTION }),
  time_zone: Nullable(Type.String({ minLength: 1, maxLength: 64 }), { description: TIME_ZONE_DESCRIPTION }),
  // Stored to two decimals (0.01 % is finer than any milk meter reads).
  variance_tolerance_pct: Type.Number({
    exclusiveMinimum: 0,
    maximum: 20,
    description: VARIANCE_TOLERANCE_DESCRIPTION,
  }),
};
// Organisations are created by POST /register (with their admin and roles) and never
// deleted through the API: creation and deletion are not offered here.
const OrganizationCreate = Type.Object(editable, { title: 'OrganizationCreate', additionalProperties: false });
export const OrganizationUpdate = Type.Partial(Type.Object(editable), {
  title: 'OrganizationUpdate',
  additionalProperties: false,
});

/** The caller's own organisations: listed, read and updated, nothing else. */
export const organizations: ResourceDef = {
  name: 'organizations',
  label: 'Organization',
  tag: 'Organizations',
  access: { list: 'signed-in', get: 'signed-in', update: 'organizations:update' },
  table: 'organizations',
  operations: ['list', 'get', 'update'],
  select: () =>
    't.id, t.name, t.default_rate_per_litre, t.allow_overdraft, t.time_zone, t.variance_tolerance_pct, t.created_at',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    default_rate_per_litre: { sql: 't.default_rate_per_litre', type: 'number', filter: true, sort: true },
    allow_overdraft: { sql: 't.allow_overdraft', type: 'boolean', filter: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'name',
  // Membership is the scope: another organisation is not found.
  scope: (orgs) => `t.id = ANY(${orgs})`,
  ownedByOrganization: false,
  schemas: { item: Organization, create: OrganizationCreate, update: OrganizationUpdate },
  defaults: {},
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    default_rate_per_litre: Number(row.default_rate_per_litre),
    allow_overdraft: row.allow_overdraft === true,
    time_zone: row.time_zone ?? null,
    variance_tolerance_pct: Number(row.variance_tolerance_pct),
    created_at: iso(row.created_at),
  }),
  toColumns: async (input, { tx }) => ({
    name: (input.name as string).trim(),
    default_rate_per_litre: input.default_rate_per_litre,
    allow_overdraft: input.allow_overdraft === true,
    time_zone: typeof input.time_zone === 'string' ? await checkedTimeZone(tx, input.time_zone) : null,
    variance_tolerance_pct: input.variance_tolerance_pct,
  }),
  // The kept day sums are days of the organisation's zone: a new zone recounts them in the
  // same transaction. refresh_collection_days rebuilds collection_days (migration 007),
  // producer_months (020) and producer_days (021).
  afterWrite: async (id, input, { tx, existing }) => {
    const { rows } = await tx.query<{ time_zone: string | null }>('SELECT time_zone FROM organizations WHERE id = $1', [
      id,
    ]);
    if (rows[0].time_zone !== (existing?.time_zone ?? null)) await tx.query('SELECT refresh_collection_days($1)', [id]);
  },
};
