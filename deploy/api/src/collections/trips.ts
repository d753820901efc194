import { Type } from '@sinclair/typebox';
import { fieldError } from '../http/errors';
import { DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertOwnedBy } from '../resources/references';
import { personName } from '../resources/sql';
import type { Json, ResourceDef, WriteContext } from '../resources/types';
import { Route } from '../logistics/routes';
import { UserRole } from '../people/user-roles';
import { routeByName } from '../resources/search-sets';

export const TRIP_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;

const DELIVERED_DESCRIPTION =
  'Litres the cooling plant measured when the trip ended (docs/rules.md#daily-variance); null until recorded. ' +
  'Only a completed trip has one.';

export const Trip = Type.Object(
  {
    id: Uuid(),
    user_roles_ids: Type.Array(Uuid(), { description: 'The crew: user-role links (drivers, QA agents).' }),
    organization_id: Uuid(),
    route_id: Uuid(),
    start_time: Type.String({ format: 'date-time' }),
    end_time: Type.String({ format: 'date-time' }),
    status: StringEnum(TRIP_STATUSES),
    delivered_litres: Type.Optional(Nullable(Type.Number(), { description: DELIVERED_DESCRIPTION })),
    // Always sent; optional so a client built before these fields still type-checks.
    route_name: Type.Optional(Nullable(Type.String({ description: "The route's name, as the Trips table shows it." }))),
    driver_names: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Names of the Driver links of the crew, in crew order (QA agents left out).',
      }),
    ),
    route: Type.Optional(Type.Union([Route, Type.Null()], { description: 'With populate=route.' })),
    user_roles: Type.Optional(Type.Array(UserRole, { description: 'With populate=user_roles.' })),
  },
  { title: 'Trip' },
);

const editable = {
  user_roles_ids: Type.Array(Uuid(), { minItems: 1, uniqueItems: true, maxItems: 50 }),
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  route_id: Uuid(),
  start_time: DateTimeInput(),
  end_time: DateTimeInput({ description: 'Not before start_time.' }),
  status: Type.Optional(StringEnum(TRIP_STATUSES, { description: "Default 'scheduled'." })),
  delivered_litres: Type.Optional(
    Nullable(Type.Number({ minimum: 0, maximum: 9_999_999 }), {
      description: `${DELIVERED_DESCRIPTION} 400 on a trip not completed.`,
    }),
  ),
};
export const TripCreate = Type.Object(editable, { title: 'TripCreate', additionalProperties: false });
export const TripUpdate = Type.Partial(Type.Object(editable), { title: 'TripUpdate', additionalProperties: false });

const ROUTE_NAME = '(SELECT r.name FROM routes r WHERE r.id = t.route_id)';
// The crew's drivers by name, in the crew's order: what the Trips table and its CSV show.
const DRIVER_NAMES = `ARRAY(
  SELECT ${personName('u')} FROM unnest(t.user_roles_ids) WITH ORDINALITY AS crew(id, position)
    JOIN user_roles ur ON ur.id = crew.id
    JOIN roles r ON r.id = ur.role_id AND r.name = 'Driver'
    JOIN users u ON u.id = ur.user_id
   ORDER BY crew.position)`;

/**
 * A scheduled trip moved to start in the past would be late before it begins: refused on a
 * change of start_time. Trips that ran (in progress, completed) keep their real past times,
 * and a change that leaves the start alone (a new crew for a late trip) passes.
 */
async function assertStartNotMovedIntoPast(ctx: WriteContext, input: Json): Promise<void> {
  const before = ctx.existing?.start_time;
  if (before === undefined || input.status !== 'scheduled' || input.start_time === before) return;
  const { rows } = await ctx.tx.query<{ past: boolean }>(
    'SELECT $1::timestamptz <> $2::timestamptz AND $1::timestamptz < now() AS past',
    [input.start_time, before],
  );
  if (rows[0].past) throw fieldError('start_time', 'must not be in the past for a scheduled trip');
}

export const trips: ResourceDef = {
  name: 'trips',
  label: 'Trip',
  tag: 'Logistics',
  access: 'trips',
  table: 'trips',
  select: () =>
    `t.id, t.user_roles_ids, t.organization_id, t.route_id, t.start_time, t.end_time, t.status, t.delivered_litres,
     ${ROUTE_NAME} AS route_name, ${DRIVER_NAMES} AS driver_names`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    route_id: { sql: 't.route_id', type: 'uuid', filter: true },
    user_roles_ids: { sql: 't.user_roles_ids', type: 'uuid[]', filter: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    delivered_litres: { sql: 't.delivered_litres', type: 'number', sort: true },
    start_time: { sql: 't.start_time', type: 'timestamp', filter: true, sort: true, notNull: true },
    end_time: { sql: 't.end_time', type: 'timestamp', filter: true, sort: true, notNull: true },
    route_name: {
      sql: ROUTE_NAME,
      type: 'text',
      sort: true,
      search: routeByName('t.route_id'),
    },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-start_time',
  period: { sql: 't.start_time', description: 'Trips starting within the days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: Trip, create: TripCreate, update: TripUpdate },
  defaults: { status: 'scheduled', delivered_litres: null },
  toJson: (row) => ({
    id: row.id,
    user_roles_ids: row.user_roles_ids ?? [],
    organization_id: row.organization_id,
    route_id: row.route_id,
    start_time: iso(row.start_time),
    end_time: iso(row.end_time),
    status: row.status,
    delivered_litres:
      row.delivered_litres === null || row.delivered_litres === undefined ? null : Number(row.delivered_litres),
    route_name: row.route_name ?? null,
    driver_names: row.driver_names ?? [],
  }),
  populate: {
    route: { from: 'route_id', resource: 'routes' },
    user_roles: { from: 'user_roles_ids', resource: 'user-roles' },
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    await assertStartNotMovedIntoPast(ctx, input);
    // The plant measures what a trip brought in once it is back: a figure on a trip still
    // planned or on the road would enter the daily variance as if the milk had arrived.
    // A trip moved back from completed without a new figure drops the one it had.
    const kept = ctx.existing !== undefined && input.delivered_litres === ctx.existing.delivered_litres;
    const delivered = input.status !== 'completed' && kept ? null : (input.delivered_litres ?? null);
    if (delivered !== null && input.status !== 'completed') {
      throw fieldError('delivered_litres', 'can only be recorded on a completed trip');
    }
    await assertOwnedBy(
      ctx.tx,
      'routes',
      input.route_id as string,
      org,
      'route_id',
      'is not a route of this organisation',
    );
    await assertOwnedBy(
      ctx.tx,
      'user_roles',
      input.user_roles_ids as string[],
      org,
      'user_roles_ids',
      'must be user roles of this organisation',
    );
    // The end-after-start rule is a CHECK constraint: the database compares the instants
    // after reading zones, which a string comparison here could not.
    return {
      route_id: input.route_id,
      user_roles_ids: input.user_roles_ids,
      start_time: input.start_time,
      end_time: input.end_time,
      status: input.status,
      delivered_litres: delivered,
    };
  },
};
