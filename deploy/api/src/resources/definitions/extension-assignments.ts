import { Type } from '@sinclair/typebox';
import { DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../../schemas/common';
import { assertOwnedBy, assertRoleLink } from '../references';
import type { ResourceDef } from '../types';
import { UserRole } from './user-roles';

export const ASSIGNMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

export const ExtensionAssignment = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    officer_id: Uuid({ description: "The extension officer's link (user-roles id)." }),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    topic: Type.String(),
    scheduled_for: Type.String({ format: 'date-time' }),
    status: StringEnum(ASSIGNMENT_STATUSES),
    notes: Nullable(Type.String()),
    officer: Type.Optional(Nullable(UserRole, { description: 'With populate=officer.' })),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
  },
  { title: 'ExtensionAssignment' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  officer_id: Uuid({ description: 'A user-role link of the organisation.' }),
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  topic: Type.String({ minLength: 1, maxLength: 200 }),
  scheduled_for: DateTimeInput(),
  status: Type.Optional(StringEnum(ASSIGNMENT_STATUSES, { description: "Default 'scheduled'." })),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};
export const ExtensionAssignmentCreate = Type.Object(editable, { title: 'ExtensionAssignmentCreate', additionalProperties: false });
export const ExtensionAssignmentUpdate = Type.Partial(Type.Object(editable), {
  title: 'ExtensionAssignmentUpdate',
  additionalProperties: false,
});

export const extensionAssignments: ResourceDef = {
  name: 'extension-assignments',
  label: 'Extension assignment',
  tag: 'Extension services',
  table: 'extension_assignments',
  select: () => 't.id, t.organization_id, t.officer_id, t.producer_id, t.topic, t.scheduled_for, t.status, t.notes',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    officer_id: { sql: 't.officer_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    topic: { sql: 't.topic', type: 'text', filter: true, sort: true, search: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    scheduled_for: { sql: 't.scheduled_for', type: 'timestamp', filter: true, sort: true, notNull: true },
    notes: { sql: 't.notes', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-scheduled_for',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: ExtensionAssignment, create: ExtensionAssignmentCreate, update: ExtensionAssignmentUpdate },
  defaults: { status: 'scheduled', notes: null },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    officer_id: row.officer_id,
    producer_id: row.producer_id,
    topic: row.topic,
    scheduled_for: iso(row.scheduled_for),
    status: row.status,
    notes: row.notes ?? null,
  }),
  populate: {
    officer: { from: 'officer_id', resource: 'user-roles' },
    producer: { from: 'producer_id', resource: 'user-roles' },
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    await assertOwnedBy(ctx.tx, 'user_roles', input.officer_id as string, org, 'officer_id', 'is not a user role of this organisation');
    await assertRoleLink(ctx.tx, input.producer_id as string, org, 'Producer', 'producer_id');
    return {
      officer_id: input.officer_id,
      producer_id: input.producer_id,
      topic: (input.topic as string).trim(),
      scheduled_for: input.scheduled_for,
      status: input.status,
      notes: input.notes ?? null,
    };
  },
};
