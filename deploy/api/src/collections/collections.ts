import { assertDeliveryNotPaid } from '../payments/pay-runs/paid-records';
import { Type } from '@sinclair/typebox';
import { batchNumber } from './batch-number';
import { fieldError } from '../http/errors';
import { DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertOwnedBy, assertRoleLink } from '../resources/references';
import type { ResourceDef } from '../resources/types';
import { Location } from '../logistics/locations';
import { Trip } from './trips';
import { UserRole } from '../people/user-roles';

export const SHIFTS = ['morning', 'evening'] as const;
export const COLLECTION_STATUSES = ['accepted', 'rejected'] as const;
export const DATA_SOURCES = ['milk_analyzer', 'mobile_app', 'manual'] as const;

export const Collection = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link (user-roles id)." }),
    location_id: Uuid({ description: 'The collection centre.' }),
    trip_id: Nullable(Uuid(), { description: 'The trip that picks the milk up.' }),
    shift: StringEnum(SHIFTS),
    quantity_litres: Type.Number(),
    fat_pct: Type.Number(),
    protein_pct: Type.Number(),
    scc: Type.Integer({ description: 'Somatic cells per ml.' }),
    collected_at: Type.String({ format: 'date-time' }),
    data_source: StringEnum(DATA_SOURCES),
    status: StringEnum(COLLECTION_STATUSES),
    batch_number: Type.String(),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
    location: Type.Optional(Nullable(Location, { description: 'With populate=location.' })),
    trip: Type.Optional(Nullable(Trip, { description: 'With populate=trip.' })),
  },
  { title: 'Collection' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  location_id: Uuid({ description: 'A location of the organisation.' }),
  trip_id: Type.Optional(Nullable(Uuid({ description: 'A trip of the organisation.' }))),
  shift: Type.Optional(StringEnum(SHIFTS, { description: 'Default: morning before noon (Nairobi), else evening.' })),
  quantity_litres: Type.Number({
    exclusiveMinimum: 0,
    exclusiveMaximum: 200,
    description: 'One delivery: 0 < litres < 200.',
  }),
  fat_pct: Type.Number({ minimum: 0, maximum: 15 }),
  protein_pct: Type.Number({ minimum: 0, maximum: 10 }),
  scc: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  collected_at: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  data_source: Type.Optional(StringEnum(DATA_SOURCES, { description: "Default 'manual'." })),
  status: Type.Optional(StringEnum(COLLECTION_STATUSES, { description: "Default 'accepted'." })),
  batch_number: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      description: 'Default: <centre code>-<yyMMdd>-<M|E>, e.g. GIT-260302-M.',
    }),
  ),
};
export const CollectionCreate = Type.Object(editable, { title: 'CollectionCreate', additionalProperties: false });
export const CollectionUpdate = Type.Partial(Type.Object(editable), {
  title: 'CollectionUpdate',
  additionalProperties: false,
});

export const collections: ResourceDef = {
  name: 'collections',
  label: 'Collection',
  tag: 'Milk collection',
  access: 'collections',
  table: 'collections',
  select: () =>
    't.id, t.organization_id, t.producer_id, t.location_id, t.trip_id, t.shift, t.quantity_litres, t.fat_pct, ' +
    't.protein_pct, t.scc, t.collected_at, t.data_source, t.status, t.batch_number',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    trip_id: { sql: 't.trip_id', type: 'uuid', filter: true },
    shift: { sql: 't.shift', type: 'text', filter: true, sort: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    data_source: { sql: 't.data_source', type: 'text', filter: true, sort: true },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: 'prefix' },
    quantity_litres: { sql: 't.quantity_litres', type: 'number', filter: true, sort: true, notNull: true },
    fat_pct: { sql: 't.fat_pct', type: 'number', filter: true, sort: true, notNull: true },
    protein_pct: { sql: 't.protein_pct', type: 'number', filter: true, sort: true, notNull: true },
    scc: { sql: 't.scc', type: 'number', filter: true, sort: true, notNull: true },
    collected_at: { sql: 't.collected_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-collected_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  // Counting millions of deliveries per page is the slow part of a list; the running totals
  // hold the same number (migration 004).
  total: (orgs) => `SELECT coalesce(sum(deliveries), 0) FROM producer_totals WHERE organization_id = ANY(${orgs})`,
  ownedByOrganization: true,
  schemas: { item: Collection, create: CollectionCreate, update: CollectionUpdate },
  defaults: { trip_id: null, data_source: 'manual', status: 'accepted' },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    producer_id: row.producer_id,
    location_id: row.location_id,
    trip_id: row.trip_id ?? null,
    shift: row.shift,
    quantity_litres: Number(row.quantity_litres),
    fat_pct: Number(row.fat_pct),
    protein_pct: Number(row.protein_pct),
    scc: Number(row.scc),
    collected_at: iso(row.collected_at),
    data_source: row.data_source,
    status: row.status,
    batch_number: row.batch_number,
  }),
  populate: {
    producer: { from: 'producer_id', resource: 'user-roles' },
    location: { from: 'location_id', resource: 'locations' },
    trip: { from: 'trip_id', resource: 'trips' },
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    await assertDeliveryNotPaid(ctx.tx, org, ctx.existing, input);
    await assertRoleLink(ctx.tx, input.producer_id as string, org, 'Producer', 'producer_id');
    if (input.trip_id)
      await assertOwnedBy(
        ctx.tx,
        'trips',
        input.trip_id as string,
        org,
        'trip_id',
        'is not a trip of this organisation',
      );
    // The centre's name and the Nairobi day and hour of the delivery, for the defaults.
    const { rows } = await ctx.tx.query<{ name: string; day: string; hour: number }>(
      `SELECT l.name, to_char(t.at, 'YYYY-MM-DD') AS day, extract(hour FROM t.at)::int AS hour
         FROM locations l, (SELECT coalesce($3::timestamptz, now()) AS at) t
        WHERE l.id = $1 AND l.organization_id = $2`,
      [input.location_id, org, input.collected_at ?? null],
    );
    if (rows.length === 0) throw fieldError('location_id', 'is not a location of this organisation');
    const { name, day, hour } = rows[0];
    const shift = (input.shift as 'morning' | 'evening' | undefined) ?? (hour < 12 ? 'morning' : 'evening');
    return {
      producer_id: input.producer_id,
      location_id: input.location_id,
      trip_id: input.trip_id ?? null,
      shift,
      quantity_litres: input.quantity_litres,
      fat_pct: input.fat_pct,
      protein_pct: input.protein_pct,
      scc: input.scc,
      ...(input.collected_at ? { collected_at: input.collected_at } : {}),
      data_source: input.data_source,
      status: input.status,
      batch_number: (input.batch_number as string | undefined)?.trim() || batchNumber(name, day, shift),
    };
  },
  async remove(current, ctx) {
    await assertDeliveryNotPaid(ctx.tx, ctx.organizationId!, current);
    await ctx.tx.query('DELETE FROM collections WHERE id = $1', [current.id]);
  },
};
