import { assertDeliveryNotPaid } from '../payments/pay-runs/paid-records';
import { Type } from '@sinclair/typebox';
import { batchNumber } from './batch-number';
import { fieldError } from '../http/errors';
import { DateTimeInput, iso, Nullable, num, StringEnum, Uuid } from '../schemas/common';
import { REJECTION_REASON_CODES } from '../domain/rejection-reasons';
import { assertOwnedBy, assertRoleLink } from '../resources/references';
import type { ResourceDef } from '../resources/types';
import { Location } from '../logistics/locations';
import { Trip } from './trips';
import { UserRole } from '../people/user-roles';

export const SHIFTS = ['morning', 'evening'] as const;
export const COLLECTION_STATUSES = ['accepted', 'rejected'] as const;
export const DATA_SOURCES = ['milk_analyzer', 'mobile_app', 'manual'] as const;
export const TEST_RESULTS = ['pass', 'fail'] as const;

export const Collection = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link (user-roles id)." }),
    location_id: Uuid({ description: 'The collection centre.' }),
    trip_id: Nullable(Uuid(), { description: 'The trip that picks the milk up.' }),
    shift: StringEnum(SHIFTS),
    quantity_litres: Type.Number(),
    fat_pct: Nullable(Type.Number(), { description: 'Null when not measured (a centre without an analyser).' }),
    protein_pct: Nullable(Type.Number(), { description: 'Null when not measured.' }),
    scc: Nullable(Type.Integer(), { description: 'Somatic cells per ml; null when not measured.' }),
    alcohol_test: Nullable(StringEnum(TEST_RESULTS), { description: 'Alcohol test at intake; null when not done.' }),
    density: Nullable(Type.Number(), { description: 'Lactometer reading, g/ml; null when not taken.' }),
    temperature_c: Nullable(Type.Number(), {
      description: "The milk's temperature at intake, °C; null when not taken.",
    }),
    rejection_reason: Nullable(StringEnum(REJECTION_REASON_CODES), {
      description: 'The reason code of the rejection logged with the delivery (the first one); null when none.',
    }),
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
  fat_pct: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 15 }), { description: '%; null or left out: not measured.' }),
  ),
  protein_pct: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 10 }), { description: '%; null or left out: not measured.' }),
  ),
  scc: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 }), {
      description: 'Somatic cells per ml; null or left out: not measured.',
    }),
  ),
  alcohol_test: Type.Optional(Nullable(StringEnum(TEST_RESULTS), { description: 'Alcohol test: pass or fail.' })),
  density: Type.Optional(
    Nullable(Type.Number({ minimum: 1, maximum: 1.1 }), {
      description: 'Lactometer, g/ml, 1.000-1.100 (milk is 1.026-1.034; below suggests added water).',
    }),
  ),
  temperature_c: Type.Optional(Nullable(Type.Number({ minimum: -5, maximum: 60 }), { description: '°C, -5 to 60.' })),
  collected_at: Type.Optional(
    DateTimeInput({ description: 'When it was recorded (on the phone, to the second); default now.' }),
  ),
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
export const CollectionCreate = Type.Object(
  {
    id: Type.Optional(
      Uuid({
        description:
          'Made on the phone when the delivery was recorded. The same id again with the same values answers 200 ' +
          'with the stored delivery (a replay is harmless); with other values 409 with the stored delivery.',
      }),
    ),
    ...editable,
    rejection_reason: Type.Optional(
      StringEnum(REJECTION_REASON_CODES, {
        description:
          "Required with status 'rejected' (and refused otherwise): the delivery and its rejection log (this reason, " +
          'weight = litres x density, or x 1.03 without one; the QA agent = your QA/Collector link; rejected_at = ' +
          'collected_at) are recorded together.',
      }),
    ),
  },
  { title: 'CollectionCreate', additionalProperties: false },
);
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
  // The rejection reason only for rejected deliveries (an index on rejections.collection_id).
  select: () =>
    't.id, t.organization_id, t.producer_id, t.location_id, t.trip_id, t.shift, t.quantity_litres, t.fat_pct, ' +
    't.protein_pct, t.scc, t.alcohol_test, t.density, t.temperature_c, t.collected_at, t.data_source, t.status, ' +
    "t.batch_number, CASE WHEN t.status = 'rejected' THEN (SELECT r.reason FROM rejections r WHERE r.collection_id = t.id " +
    'ORDER BY r.created_at, r.id LIMIT 1) END AS rejection_reason',
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
    fat_pct: { sql: 't.fat_pct', type: 'number', filter: true, sort: true },
    protein_pct: { sql: 't.protein_pct', type: 'number', filter: true, sort: true },
    scc: { sql: 't.scc', type: 'number', filter: true, sort: true },
    alcohol_test: { sql: 't.alcohol_test', type: 'text', filter: true, sort: true },
    density: { sql: 't.density', type: 'number', filter: true, sort: true },
    temperature_c: { sql: 't.temperature_c', type: 'number', filter: true, sort: true },
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
  // POST /collections is intake-create.ts: idempotent by the phone's id, with the rejection.
  operations: ['list', 'get', 'update', 'delete'],
  schemas: { item: Collection, create: CollectionCreate, update: CollectionUpdate },
  defaults: {
    trip_id: null,
    data_source: 'manual',
    status: 'accepted',
    fat_pct: null,
    protein_pct: null,
    scc: null,
    alcohol_test: null,
    density: null,
    temperature_c: null,
  },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    producer_id: row.producer_id,
    location_id: row.location_id,
    trip_id: row.trip_id ?? null,
    shift: row.shift,
    quantity_litres: Number(row.quantity_litres),
    fat_pct: num(row.fat_pct),
    protein_pct: num(row.protein_pct),
    scc: num(row.scc),
    alcohol_test: row.alcohol_test ?? null,
    density: num(row.density),
    temperature_c: num(row.temperature_c),
    rejection_reason: row.rejection_reason ?? null,
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
      fat_pct: input.fat_pct ?? null,
      protein_pct: input.protein_pct ?? null,
      scc: input.scc ?? null,
      alcohol_test: input.alcohol_test ?? null,
      density: input.density ?? null,
      temperature_c: input.temperature_c ?? null,
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
