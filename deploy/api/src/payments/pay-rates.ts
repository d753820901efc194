import { Type } from '@sinclair/typebox';
import { cents } from '../domain/pay';
import { conflict, fieldError } from '../http/errors';
import { DateOnly, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertOwnedBy, assertRoleLink } from '../resources/references';
import { linkHolderName, linkMemberId } from '../resources/role-link-columns';
import { personByName, routeByName } from '../resources/search-sets';
import type { Json, ResourceDef, WriteContext } from '../resources/types';
import { assertChangeNotRetroactive, removeUnlessApproved } from './closed-pay-period';

export const PAY_RATE_KINDS = ['farmer_special', 'farmer', 'route'] as const;

export const PayRate = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    kind: StringEnum(PAY_RATE_KINDS, {
      description:
        "farmer_special: a farmer's rate for a period; farmer: a farmer's standing rate; route: every farmer of a route.",
    }),
    producer_id: Nullable(Uuid({ description: "The farmer's Producer link (farmer rates)." })),
    route_id: Nullable(Uuid({ description: 'The route (route rates).' })),
    rate_per_litre: Type.Number({ description: 'KSh per accepted litre.' }),
    effective_from: DateOnly(),
    effective_to: Nullable(DateOnly({ description: 'Last day, included (special rates only).' })),
    notes: Nullable(Type.String()),
    farmer_name: Nullable(Type.String({ description: "The farmer's name (farmer rates)." })),
    member_id: Nullable(Type.String({ description: "The farmer's member number (farmer rates)." })),
    route_name: Nullable(Type.String({ description: "The route's name (route rates)." })),
    created_by: Nullable(Uuid()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PayRate' },
);

const rate = Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1000, description: 'KSh per litre, to the cent.' });
const effectiveTo = Nullable(
  DateOnly({ description: 'Required for farmer_special (the last day, included); refused otherwise.' }),
);
const notes = Nullable(Type.String({ maxLength: 500 }));

export const PayRateCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    kind: StringEnum(PAY_RATE_KINDS),
    producer_id: Type.Optional(Uuid({ description: 'A Producer link of the organisation (farmer_special, farmer).' })),
    route_id: Type.Optional(Uuid({ description: 'A route of the organisation (route).' })),
    rate_per_litre: rate,
    effective_from: DateOnly({ description: 'First day the rate applies; after the last approved pay run.' }),
    effective_to: Type.Optional(effectiveTo),
    notes: Type.Optional(notes),
  },
  { title: 'PayRateCreate', additionalProperties: false },
);

// Whose rate it is stays fixed: a rate for the wrong farmer is deleted and added again.
export const PayRateUpdate = Type.Object(
  {
    rate_per_litre: Type.Optional(rate),
    effective_from: Type.Optional(DateOnly()),
    effective_to: Type.Optional(effectiveTo),
    notes: Type.Optional(notes),
  },
  { title: 'PayRateUpdate', additionalProperties: false },
);

const FARMER_NAME = linkHolderName('t.producer_id');
const MEMBER_ID = linkMemberId('t.producer_id');
const ROUTE_NAME = '(SELECT r.name FROM routes r WHERE r.id = t.route_id)';
const KIND_WORDS: Record<string, string> = {
  farmer_special: 'special rate',
  farmer: 'farmer rate',
  route: 'route rate',
};

/** The farmer or route the rate is for: present for its kind, absent otherwise. */
async function checkTarget(input: Json, ctx: WriteContext) {
  const org = ctx.organizationId!;
  const words = KIND_WORDS[input.kind as string];
  const [needed, other] = input.kind === 'route' ? ['route_id', 'producer_id'] : ['producer_id', 'route_id'];
  if (typeof input[needed] !== 'string') throw fieldError(needed, `is required for a ${words}`);
  if (input[other] !== undefined && input[other] !== null) throw fieldError(other, `must not be given for a ${words}`);
  if (input.kind === 'route') {
    await assertOwnedBy(
      ctx.tx,
      'routes',
      input.route_id as string,
      org,
      'route_id',
      'is not a route of this organisation',
    );
  } else {
    await assertRoleLink(ctx.tx, input.producer_id as string, org, 'Producer', 'producer_id');
  }
}

/** A special rate is for a period; the others run until a later one starts. */
function checkPeriod(input: Json) {
  const to = input.effective_to ?? null;
  if (input.kind === 'farmer_special') {
    if (to === null) throw fieldError('effective_to', 'is required for a special rate');
    if ((to as string) < (input.effective_from as string))
      throw fieldError('effective_to', 'must not be before effective_from');
  } else if (to !== null) {
    throw fieldError(
      'effective_to',
      `must not be given: a ${KIND_WORDS[input.kind as string]} runs until a later one starts`,
    );
  }
}

/**
 * One rate of a kind starts on a given day for a farmer or route, and one farmer's special
 * periods never overlap (which would apply on a day would be a guess). The farmer's or route's
 * row is locked first so two requests at once cannot both pass.
 */
async function checkClashes(input: Json, ctx: WriteContext) {
  const id = (ctx.existing?.id as string | undefined) ?? null;
  const target =
    input.kind === 'route' ? { column: 'route_id', table: 'routes' } : { column: 'producer_id', table: 'user_roles' };
  const targetId = input[target.column];
  await ctx.tx.query(`SELECT 1 FROM ${target.table} WHERE id = $1 FOR NO KEY UPDATE`, [targetId]);
  const same = await ctx.tx.query(
    `SELECT 1 FROM pay_rates WHERE ${target.column} = $1 AND kind = $2 AND effective_from = $3 AND id IS DISTINCT FROM $4`,
    [targetId, input.kind, input.effective_from, id],
  );
  if (same.rows.length > 0) {
    throw conflict(`Another ${KIND_WORDS[input.kind as string]} starts on ${input.effective_from as string}`, {
      effective_from: `another ${KIND_WORDS[input.kind as string]} starts on this day`,
    });
  }
  if (input.kind !== 'farmer_special') return;
  const { rows } = await ctx.tx.query<{ starts: string; ends: string }>(
    `SELECT to_char(effective_from, 'YYYY-MM-DD') AS starts, to_char(effective_to, 'YYYY-MM-DD') AS ends FROM pay_rates
      WHERE producer_id = $1 AND kind = 'farmer_special' AND id IS DISTINCT FROM $2
        AND effective_from <= $4::date AND effective_to >= $3::date
      ORDER BY effective_from LIMIT 1`,
    [targetId, id, input.effective_from, input.effective_to],
  );
  if (rows.length > 0)
    throw fieldError('effective_from', `overlaps this farmer's special rate of ${rows[0].starts} to ${rows[0].ends}`);
}

/**
 * KSh per litre more specific than the organisation's default (migration 014): a farmer's
 * special rate for a period, a farmer's standing rate, a route's rate. Never changed where
 * approved pay used it (closed-pay-period.ts).
 */
export const payRates: ResourceDef = {
  name: 'pay-rates',
  label: 'Pay rate',
  tag: 'Payroll',
  access: {
    list: 'payments:read',
    get: 'payments:read',
    create: 'payments:update',
    update: 'payments:update',
    delete: 'payments:update',
  },
  table: 'pay_rates',
  select: () =>
    `t.id, t.organization_id, t.kind, t.producer_id, t.route_id, t.rate_per_litre,
     to_char(t.effective_from, 'YYYY-MM-DD') AS effective_from, to_char(t.effective_to, 'YYYY-MM-DD') AS effective_to,
     t.notes, ${FARMER_NAME} AS farmer_name, ${MEMBER_ID} AS member_id, ${ROUTE_NAME} AS route_name, t.created_by, t.created_at`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    kind: { sql: 't.kind', type: 'text', filter: true, sort: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    route_id: { sql: 't.route_id', type: 'uuid', filter: true },
    rate_per_litre: { sql: 't.rate_per_litre', type: 'number', filter: true, sort: true },
    effective_from: { sql: 't.effective_from', type: 'timestamp', filter: true, sort: true, notNull: true },
    effective_to: { sql: 't.effective_to', type: 'timestamp', filter: true, sort: true },
    farmer_name: { sql: FARMER_NAME, type: 'text', sort: true, search: personByName('t.producer_id') },
    member_id: { sql: MEMBER_ID, type: 'text', sort: true },
    route_name: { sql: ROUTE_NAME, type: 'text', sort: true, search: routeByName('t.route_id') },
    notes: { sql: 't.notes', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-effective_from',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: PayRate, create: PayRateCreate, update: PayRateUpdate },
  defaults: { effective_to: null, notes: null },
  // Farmer Rates' Type column, in the screen's words.
  exportColumns: () => [
    {
      header: 'type_label',
      value: (row) => ({ farmer_special: 'Special', farmer: 'Standing', route: 'Route' })[String(row.kind)] ?? row.kind,
    },
  ],
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    kind: row.kind,
    producer_id: row.producer_id ?? null,
    route_id: row.route_id ?? null,
    rate_per_litre: Number(row.rate_per_litre),
    effective_from: row.effective_from,
    effective_to: row.effective_to ?? null,
    notes: row.notes ?? null,
    farmer_name: row.farmer_name ?? null,
    member_id: row.member_id ?? null,
    route_name: row.route_name ?? null,
    created_by: row.created_by ?? null,
    created_at: iso(row.created_at),
  }),
  async toColumns(input, ctx) {
    if (cents(input.rate_per_litre as number) !== input.rate_per_litre) {
      throw fieldError('rate_per_litre', 'must be in whole cents (at most 2 decimals)');
    }
    if (!ctx.existing) await checkTarget(input, ctx);
    checkPeriod(input);
    await assertChangeNotRetroactive(ctx, input, ['rate_per_litre']);
    await checkClashes(input, ctx);
    const text = typeof input.notes === 'string' ? input.notes.trim() : '';
    return {
      ...(ctx.existing
        ? {}
        : {
            kind: input.kind,
            producer_id: input.producer_id ?? null,
            route_id: input.route_id ?? null,
            created_by: ctx.caller.userId,
          }),
      rate_per_litre: input.rate_per_litre,
      effective_from: input.effective_from,
      effective_to: input.effective_to ?? null,
      notes: text || null,
    };
  },
  remove: removeUnlessApproved('pay_rates'),
};
