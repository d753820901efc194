import { Type } from '@sinclair/typebox';
import { assertHolds } from '../auth/permissions';
import { fieldError } from '../http/errors';
import { Nullable, TIME_RANGE_PATTERN, Uuid } from '../schemas/common';
import { assertRoleLink } from '../resources/references';
import { personName, removeFromArrays } from '../resources/sql';
import type { Json, ResourceDef, WriteContext } from '../resources/types';

export const Coordinates = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
  { additionalProperties: false },
);

// Kenyan numbers as people write them locally (07.., 01..) or any number in E.164 form, once
// spaces and dashes are taken out; the same rule as the console's phone fields.
const PHONE = /^(?:0[17]\d{8}|\+[1-9]\d{7,14})$/;
const PHONE_PROBLEM = 'must be a phone number such as +254712345678 or 0712345678';

const QA_ROLE = 'QA/Collector';

export const CentreQaAgent = Type.Object(
  { id: Uuid({ description: 'The QA/Collector user-role link.' }), name: Type.String() },
  { additionalProperties: false },
);

export const Location = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    address: Type.String(),
    type: Type.String({ description: "'collection_center' for collection centres." }),
    organization_id: Uuid(),
    coordinates: Coordinates,
    capacity: Type.Number({ description: 'Litres.' }),
    is_active: Type.Boolean(),
    contact_person: Nullable(Type.String(), { description: 'Whom to call at the centre.' }),
    phone: Nullable(Type.String(), { description: "The contact's number, without spaces or dashes." }),
    operating_hours: Nullable(Type.String({ pattern: TIME_RANGE_PATTERN }), {
      description: 'Opening and closing time, e.g. "06:00-18:00".',
    }),
    notes: Nullable(Type.String()),
    qa_agents: Type.Array(CentreQaAgent, {
      description: 'The QA/Collector links whose centres (location_ids) include this one, by name.',
    }),
  },
  { title: 'Location' },
);

const optionalText = (maxLength: number, description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength }), { description: `${description} null or '' clears it.` }));

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  address: Type.Optional(Type.String({ maxLength: 500, description: "Default ''." })),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: "Default 'collection_center'." })),
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  coordinates: Coordinates,
  capacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9, description: 'Litres; default 0.' })),
  is_active: Type.Optional(Type.Boolean({ description: 'Default true.' })),
  contact_person: optionalText(200, 'Whom to call at the centre.'),
  phone: optionalText(40, 'E.164 (+254712345678) or Kenyan local (0712345678); spaces and dashes are dropped.'),
  operating_hours: Type.Optional(
    Nullable(Type.String({ pattern: TIME_RANGE_PATTERN }), {
      description: '"HH:mm-HH:mm", closing after opening, e.g. "06:00-18:00"; null clears it.',
    }),
  ),
  notes: optionalText(2000, 'Free notes.'),
  qa_agent_id: Type.Optional(
    Nullable(Uuid(), {
      description:
        "The centre's QA agent: a QA/Collector link of the organisation. The centre is added to that link's " +
        'location_ids and taken out of every other QA/Collector link (needs user_roles:update); null: no agent. ' +
        'Left out: the agents stay as they are.',
    }),
  ),
};
export const LocationCreate = Type.Object(editable, { title: 'LocationCreate', additionalProperties: false });
export const LocationUpdate = Type.Partial(Type.Object(editable), {
  title: 'LocationUpdate',
  additionalProperties: false,
});

/** '' and spaces mean "none". */
const blankToNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function phoneColumn(value: unknown): string | null {
  const phone = blankToNull(value)?.replace(/[\s-]/g, '') ?? null;
  if (phone !== null && !PHONE.test(phone)) throw fieldError('phone', PHONE_PROBLEM);
  return phone;
}

function hoursColumn(value: unknown): string | null {
  const hours = blankToNull(value);
  if (hours === null) return null;
  const [opens, closes] = hours.split('-');
  // HH:mm compares as text; a centre open past midnight is not a milk collection centre.
  if (closes <= opens) throw fieldError('operating_hours', 'must close after it opens');
  return hours;
}

/** Checks the QA agent sent: a QA/Collector of the organisation, assigned by someone who may change links. */
async function checkQaAgent(input: Json, ctx: WriteContext): Promise<void> {
  if (input.qa_agent_id === undefined) return;
  const organizationId = ctx.organizationId!;
  if (ctx.caller.held) assertHolds(ctx.caller.held, organizationId, 'user_roles:update');
  if (input.qa_agent_id !== null) {
    await assertRoleLink(ctx.tx, input.qa_agent_id as string, organizationId, QA_ROLE, 'qa_agent_id');
  }
}

/**
 * The QA agent of a centre is kept where it always was, the links' location_ids (which also
 * limits what that agent may see): the chosen link gains the centre, the others lose it.
 */
async function assignQaAgent(
  centreId: string,
  agentId: string | null,
  { tx, organizationId }: WriteContext,
): Promise<void> {
  await tx.query(
    `UPDATE user_roles ur SET location_ids = array_remove(ur.location_ids, $1::uuid)
       FROM roles r
      WHERE r.id = ur.role_id AND r.name = $3 AND ur.organization_id = $2
        AND ur.location_ids @> ARRAY[$1::uuid] AND ur.id IS DISTINCT FROM $4::uuid`,
    [centreId, organizationId, QA_ROLE, agentId],
  );
  if (agentId) {
    await tx.query(
      `UPDATE user_roles SET location_ids = array_append(location_ids, $1::uuid)
        WHERE id = $2 AND NOT location_ids @> ARRAY[$1::uuid]`,
      [centreId, agentId],
    );
  }
}

// The agents by name, from the links; json_agg gives one value per centre.
const QA_AGENTS_SQL = `(SELECT coalesce(json_agg(json_build_object('id', ur.id, 'name', ${personName('u')}) ORDER BY ${personName('u')}), '[]')
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.name = '${QA_ROLE}' JOIN users u ON u.id = ur.user_id
   WHERE ur.location_ids @> ARRAY[t.id] AND ur.organization_id = t.organization_id)`;

const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export const locations: ResourceDef = {
  name: 'locations',
  label: 'Location',
  tag: 'Logistics',
  access: 'locations',
  table: 'locations',
  select: () =>
    't.id, t.name, t.address, t.type, t.organization_id, t.latitude, t.longitude, t.capacity, t.is_active, ' +
    `t.contact_person, t.phone, t.operating_hours, t.notes, ${QA_AGENTS_SQL} AS qa_agents`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    address: { sql: 't.address', type: 'text', filter: true, sort: true, search: true },
    type: { sql: 't.type', type: 'text', filter: true, sort: true, search: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    capacity: { sql: 't.capacity', type: 'number', filter: true, sort: true },
    is_active: { sql: 't.is_active', type: 'boolean', filter: true, sort: true },
    contact_person: { sql: 't.contact_person', type: 'text', filter: true, sort: true, search: true },
    phone: { sql: 't.phone', type: 'text', filter: true, search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  centreColumn: 't.id',
  ownedByOrganization: true,
  schemas: { item: Location, create: LocationCreate, update: LocationUpdate },
  defaults: { address: '', type: 'collection_center', capacity: 0, is_active: true },
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    type: row.type,
    organization_id: row.organization_id,
    coordinates: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    capacity: Number(row.capacity),
    is_active: row.is_active,
    contact_person: row.contact_person ?? null,
    phone: row.phone ?? null,
    operating_hours: row.operating_hours ?? null,
    notes: row.notes ?? null,
    qa_agents: jsonOf(row.qa_agents) ?? [],
  }),
  toColumns: async (input, ctx) => {
    const coordinates = input.coordinates as { latitude: number; longitude: number };
    const columns = {
      name: input.name,
      address: input.address,
      type: input.type,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
      capacity: input.capacity,
      is_active: input.is_active,
      contact_person: blankToNull(input.contact_person),
      phone: phoneColumn(input.phone),
      operating_hours: hoursColumn(input.operating_hours),
      notes: blankToNull(input.notes),
    };
    await checkQaAgent(input, ctx);
    return columns;
  },
  async afterWrite(id, input, ctx) {
    if (input.qa_agent_id !== undefined) await assignQaAgent(id, input.qa_agent_id as string | null, ctx);
  },
  async remove(current, { tx }) {
    const ids = [current.id as string];
    await removeFromArrays(tx, 'routes', 'location_ids', ids);
    await removeFromArrays(tx, 'user_roles', 'location_ids', ids);
    await tx.query('DELETE FROM locations WHERE id = $1', ids);
  },
};
