import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum, TIME_OF_DAY_PATTERN, Uuid } from '../schemas/common';
import { assertOwnedBy } from '../resources/references';
import { personName, removeFromArrays } from '../resources/sql';
import type { Json, ResourceDef, WriteContext } from '../resources/types';
import { fieldError } from '../http/errors';
import { Location } from './locations';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const times = () => Type.Optional(Type.Array(Type.String({ pattern: TIME_OF_DAY_PATTERN }), { maxItems: 48 }));
export const StartTimes = Type.Object(
  {
    monday: times(),
    tuesday: times(),
    wednesday: times(),
    thursday: times(),
    friday: times(),
    saturday: times(),
    sunday: times(),
  },
  { additionalProperties: false, description: 'Start times ("HH:mm") by weekday.' },
);

export const Route = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    location_ids: Type.Array(Uuid(), { description: 'Collection centres in visiting order.' }),
    organization_id: Uuid(),
    distance: Type.Number({ description: 'Kilometres.' }),
    estimated_time: Type.Number({ description: 'Minutes.' }),
    start_times: StartTimes,
    // What the Routes Management table and its CSV show, read with the route. Always sent;
    // optional so a client built before these fields still type-checks.
    driver_names: Type.Optional(
      Type.Array(Type.String(), {
        description: 'Names of the Driver links assigned to the route (their route_ids hold it), A to Z.',
      }),
    ),
    location_count: Type.Optional(Type.Integer({ description: 'How many collection centres the route visits.' })),
    start_time_list: Type.Optional(
      Type.Array(Type.String(), { description: 'Every start time of the week, each once, earliest first ("HH:mm").' }),
    ),
    // The trip statuses of trips.ts, spelled out: trips.ts imports this file.
    latest_trip_status: Type.Optional(
      Nullable(StringEnum(['scheduled', 'in_progress', 'completed']), {
        description: "Status of the route's trip that starts last; null without trips.",
      }),
    ),
    locations: Type.Optional(Type.Array(Location, { description: 'With populate=locations.' })),
  },
  { title: 'Route' },
);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  location_ids: Type.Optional(
    Type.Array(Uuid(), {
      uniqueItems: true,
      maxItems: 200,
      description:
        'Locations of the organisation in visiting order: at least one collection centre, unless the organisation has none yet (then default none).',
    }),
  ),
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  distance: Type.Optional(Type.Number({ minimum: 0, maximum: 100000, description: 'Kilometres; default 0.' })),
  estimated_time: Type.Optional(Type.Number({ minimum: 0, maximum: 100000, description: 'Minutes; default 0.' })),
  start_times: Type.Optional(StartTimes),
};
export const RouteCreate = Type.Object(editable, { title: 'RouteCreate', additionalProperties: false });
export const RouteUpdate = Type.Partial(Type.Object(editable), { title: 'RouteUpdate', additionalProperties: false });

/** Days in week order, each day's times sorted and without repeats. */
function normaliseStartTimes(value: unknown): Json {
  const given = (value ?? {}) as Record<string, string[] | undefined>;
  const result: Json = {};
  for (const day of WEEKDAYS) {
    if (given[day]) result[day] = [...new Set(given[day])].sort();
  }
  return result;
}

/**
 * A route visits at least one collection centre, as the route form asks; only an organisation
 * with no collection centre yet may save one without (docs/rules.md#required-fields). An edit
 * that leaves the centres as they were is not refused: a route saved before the first centre
 * existed can still be renamed.
 */
async function assertHasCentre(ctx: WriteContext, locationIds: string[]): Promise<void> {
  if (locationIds.length > 0) return;
  const before = ctx.existing?.location_ids as string[] | undefined;
  if (before?.length === 0) return;
  const { rows } = await ctx.tx.query(
    `SELECT 1 FROM locations WHERE organization_id = $1 AND type = 'collection_center' LIMIT 1`,
    [ctx.organizationId],
  );
  if (rows.length > 0) throw fieldError('location_ids', 'must name at least one collection centre');
}

// A driver's routes live on its Driver link (route_ids); its role keeps it in the route's organisation.
const DRIVER_NAMES = `ARRAY(
  SELECT ${personName('u')} FROM user_roles ur
    JOIN roles r ON r.id = ur.role_id AND r.name = 'Driver'
    JOIN users u ON u.id = ur.user_id
   WHERE ur.organization_id = t.organization_id AND t.id = ANY(ur.route_ids)
   ORDER BY 1)`;
const START_TIME_LIST = `ARRAY(
  SELECT DISTINCT time FROM jsonb_each(t.start_times) AS day(name, times), jsonb_array_elements_text(day.times) AS time
   ORDER BY 1)`;
// The trip that starts last, possibly still scheduled: the route's status on the screen.
const LATEST_TRIP_STATUS =
  '(SELECT tr.status FROM trips tr WHERE tr.route_id = t.id ORDER BY tr.start_time DESC LIMIT 1)';

export const routes: ResourceDef = {
  name: 'routes',
  label: 'Route',
  tag: 'Logistics',
  access: 'routes',
  table: 'routes',
  select: () =>
    `t.id, t.name, t.location_ids, t.organization_id, t.distance, t.estimated_time, t.start_times,
     ${DRIVER_NAMES} AS driver_names, cardinality(t.location_ids) AS location_count,
     ${START_TIME_LIST} AS start_time_list, ${LATEST_TRIP_STATUS} AS latest_trip_status`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    location_ids: { sql: 't.location_ids', type: 'uuid[]', filter: true },
    distance: { sql: 't.distance', type: 'number', filter: true, sort: true },
    estimated_time: { sql: 't.estimated_time', type: 'number', filter: true, sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  ownedByOrganization: true,
  schemas: { item: Route, create: RouteCreate, update: RouteUpdate },
  defaults: { location_ids: [], distance: 0, estimated_time: 0, start_times: {} },
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    location_ids: row.location_ids ?? [],
    organization_id: row.organization_id,
    distance: Number(row.distance),
    estimated_time: Number(row.estimated_time),
    start_times: row.start_times ?? {},
    driver_names: row.driver_names ?? [],
    location_count: Number(row.location_count ?? 0),
    start_time_list: row.start_time_list ?? [],
    latest_trip_status: row.latest_trip_status ?? null,
  }),
  populate: { locations: { from: 'location_ids', resource: 'locations' } },
  async toColumns(input, ctx) {
    await assertHasCentre(ctx, input.location_ids as string[]);
    await assertOwnedBy(
      ctx.tx,
      'locations',
      input.location_ids as string[],
      ctx.organizationId!,
      'location_ids',
      'must be locations of this organisation',
    );
    return {
      name: input.name,
      location_ids: input.location_ids,
      distance: input.distance,
      estimated_time: input.estimated_time,
      // jsonb travels as text: drivers would turn a JS array into a PostgreSQL array.
      start_times: JSON.stringify(normaliseStartTimes(input.start_times)),
    };
  },
  async remove(current, { tx }) {
    await removeFromArrays(tx, 'user_roles', 'route_ids', [current.id as string]);
    // Trips keep their route (foreign key): deleting a route with trips answers 409.
    await tx.query('DELETE FROM routes WHERE id = $1', [current.id]);
  },
};
