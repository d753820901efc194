import { Type } from '@sinclair/typebox';
import { fieldError } from '../http/errors';
import { DateOnly, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertOwnedBy } from '../resources/references';
import { centreByName, routeByName } from '../resources/search-sets';
import type { Json, ResourceDef, WriteContext } from '../resources/types';
import {
  assertFarmer,
  EXTENSION_COLUMNS,
  EXTENSION_RESOURCE,
  extensionColumns,
  extensionEditable,
  extensionFields,
  extensionItem,
  extensionJson,
  farmerProperties,
  isFutureDay,
  ORGANISATION_TODAY,
} from './extension-work';

export const ASSIGNMENT_STATUSES = ['planned', 'done', 'missed'] as const;

/** Whom a visit is for: exactly one of these is set. */
export const ASSIGNMENT_TARGETS = ['producer_id', 'route_id', 'location_id'] as const;

const ROUTE_NAME = '(SELECT r.name FROM routes r WHERE r.id = t.route_id)';
const LOCATION_NAME = '(SELECT l.name FROM locations l WHERE l.id = t.location_id)';
const OVERDUE = `(t.status = 'planned' AND t.due_on < ${ORGANISATION_TODAY})`;

export const ExtensionAssignment = extensionItem(
  {
    ...farmerProperties(false),
    route_id: Nullable(Uuid({ description: 'A route: the visit is for its farmers.' })),
    route_name: Nullable(Type.String()),
    location_id: Nullable(Uuid({ description: 'A collection centre: the visit is for its farmers.' })),
    location_name: Nullable(Type.String()),
    due_on: DateOnly({ description: 'The day the visit is due, in the organisation time zone.' }),
    status: StringEnum(ASSIGNMENT_STATUSES),
    overdue: Type.Boolean({
      description: "Planned and due before today (the organisation's day): computed, never stored.",
    }),
    done_on: Nullable(DateOnly({ description: 'The day it was done; set exactly when status is done.' })),
    outcome: Nullable(Type.String({ description: 'What came of the visit, written when it is marked done.' })),
  },
  'ExtensionAssignment',
);

const target = (description: string) => Type.Optional(Nullable(Uuid({ description })));
const editable = extensionEditable({
  producer_id: target('A Producer link: the visit is for this farmer.'),
  route_id: target('A route of the organisation: the visit is for its farmers.'),
  location_id: target('A collection centre of the organisation: the visit is for its farmers.'),
  due_on: DateOnly({ description: 'The day the visit is due.' }),
  status: Type.Optional(StringEnum(ASSIGNMENT_STATUSES, { description: "Default 'planned'." })),
  done_on: Type.Optional(
    Nullable(
      DateOnly({ description: 'Only with status done, not in the future; default today when it becomes done.' }),
    ),
  ),
  outcome: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
const DESCRIPTION = 'Exactly one of producer_id, route_id and location_id is set (the others null).';
export const ExtensionAssignmentCreate = Type.Object(editable, {
  title: 'ExtensionAssignmentCreate',
  description: DESCRIPTION,
  additionalProperties: false,
});
export const ExtensionAssignmentUpdate = Type.Partial(Type.Object(editable), {
  title: 'ExtensionAssignmentUpdate',
  description: `${DESCRIPTION} Send the others as null to change whom it is for.`,
  additionalProperties: false,
});

/** One target, the other two null: else 400 naming the field at fault. */
function targetColumns(input: Json): Record<string, unknown> {
  const given = ASSIGNMENT_TARGETS.filter((field) => input[field] !== null && input[field] !== undefined);
  if (given.length === 0)
    throw fieldError(
      'producer_id',
      'is needed: give a farmer, a route (route_id) or a collection centre (location_id)',
    );
  if (given.length > 1)
    throw fieldError(
      given[1],
      `cannot be given with ${given[0]}: a visit is for one farmer, route or collection centre`,
    );
  return Object.fromEntries(ASSIGNMENT_TARGETS.map((field) => [field, input[field] ?? null]));
}

/** done_on belongs to a done visit only: today when it becomes done without one; never in the future. */
async function doneColumns(input: Json, ctx: WriteContext): Promise<Record<string, unknown>> {
  const doneOn = (input.done_on as string | null | undefined) ?? null;
  if (input.status !== 'done') {
    if (doneOn) throw fieldError('done_on', 'is only kept for a done visit (status done)');
    return { status: input.status, done_on: null };
  }
  if (doneOn && (await isFutureDay(ctx.tx, doneOn, ctx.organizationId!)))
    throw fieldError('done_on', 'must not be in the future');
  return { status: 'done', done_on: doneOn ?? (await today(ctx)) };
}

async function today(ctx: WriteContext): Promise<string> {
  const { rows } = await ctx.tx.query<{ day: string }>(
    `SELECT to_char((now() AT TIME ZONE organization_time_zone($1::uuid))::date, 'YYYY-MM-DD') AS day`,
    [ctx.organizationId],
  );
  return rows[0].day;
}

/**
 * An extension officer's planned visit (migration 019) to one farmer, or to the farmers of a
 * route or collection centre, on a topic, due on a day: planned, then done (with the day and
 * what came of it) or missed. `overdue` flags a planned visit due before today.
 */
export const extensionAssignments: ResourceDef = {
  ...EXTENSION_RESOURCE,
  name: 'extension-assignments',
  label: 'Extension assignment',
  table: 'extension_assignments',
  select:
    () => `${EXTENSION_COLUMNS}, t.route_id, ${ROUTE_NAME} AS route_name, t.location_id, ${LOCATION_NAME} AS location_name,
    to_char(t.due_on, 'YYYY-MM-DD') AS due_on, t.status, ${OVERDUE} AS overdue, to_char(t.done_on, 'YYYY-MM-DD') AS done_on, t.outcome`,
  fields: extensionFields({
    route_id: { sql: 't.route_id', type: 'uuid', filter: true },
    route_name: { sql: ROUTE_NAME, type: 'text', sort: true, search: routeByName('t.route_id') },
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    location_name: { sql: LOCATION_NAME, type: 'text', sort: true, search: centreByName('t.location_id') },
    due_on: { sql: 't.due_on', type: 'timestamp', filter: true, sort: true, notNull: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    overdue: { sql: OVERDUE, type: 'boolean', filter: true, sort: true, notNull: true },
    done_on: { sql: 't.done_on', type: 'timestamp', filter: true, sort: true },
    outcome: { sql: 't.outcome', type: 'text', search: true },
  }),
  defaultSort: '-due_on',
  period: { sql: 't.due_on', description: 'Visits due on these days.' },
  schemas: { item: ExtensionAssignment, create: ExtensionAssignmentCreate, update: ExtensionAssignmentUpdate },
  defaults: {
    status: 'planned',
    notes: null,
    producer_id: null,
    route_id: null,
    location_id: null,
    done_on: null,
    outcome: null,
  },
  // A visit taken back from done forgets its done day unless one is sent.
  merge: (existing, body) => {
    const merged = { ...existing, ...body };
    if (body.status !== undefined && body.status !== 'done' && body.done_on === undefined) merged.done_on = null;
    return merged;
  },
  toJson: (row) =>
    extensionJson(row, {
      route_id: row.route_id ?? null,
      route_name: row.route_name ?? null,
      location_id: row.location_id ?? null,
      location_name: row.location_name ?? null,
      due_on: row.due_on,
      status: row.status,
      overdue: row.overdue === true,
      done_on: row.done_on ?? null,
      outcome: row.outcome ?? null,
    }),
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    const shared = await extensionColumns(input, ctx);
    const targets = targetColumns(input);
    if (targets.producer_id) await assertFarmer(ctx.tx, targets.producer_id as string, org);
    if (targets.route_id)
      await assertOwnedBy(
        ctx.tx,
        'routes',
        targets.route_id as string,
        org,
        'route_id',
        'is not a route of this organisation',
      );
    if (targets.location_id) {
      await assertOwnedBy(
        ctx.tx,
        'locations',
        targets.location_id as string,
        org,
        'location_id',
        'is not a collection centre of this organisation',
      );
    }
    const outcome = typeof input.outcome === 'string' && input.outcome.trim() ? input.outcome.trim() : null;
    return { ...shared, ...targets, due_on: input.due_on, ...(await doneColumns(input, ctx)), outcome };
  },
};
