import { Type } from '@sinclair/typebox';
import { DateTimeInput, iso, Nullable, Uuid } from '../../schemas/common';
import { assertOwnedBy, assertRoleLink } from '../references';
import type { ResourceDef } from '../types';
import { UserRole } from './user-roles';

export const ExtensionCallLog = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    officer_id: Uuid({ description: "The extension officer's link (user-roles id)." }),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    called_at: Type.String({ format: 'date-time' }),
    duration_seconds: Type.Integer(),
    topic: Type.String(),
    outcome: Type.String(),
    notes: Nullable(Type.String()),
    officer: Type.Optional(Nullable(UserRole, { description: 'With populate=officer.' })),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
  },
  { title: 'ExtensionCallLog' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  officer_id: Uuid({ description: 'A user-role link of the organisation.' }),
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  called_at: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  duration_seconds: Type.Integer({ minimum: 0, maximum: 86_400 }),
  topic: Type.String({ minLength: 1, maxLength: 200 }),
  outcome: Type.Optional(Type.String({ maxLength: 500, description: "Default ''." })),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};
export const ExtensionCallLogCreate = Type.Object(editable, { title: 'ExtensionCallLogCreate', additionalProperties: false });
export const ExtensionCallLogUpdate = Type.Partial(Type.Object(editable), {
  title: 'ExtensionCallLogUpdate',
  additionalProperties: false,
});

export const extensionCallLogs: ResourceDef = {
  name: 'extension-call-logs',
  label: 'Extension call log',
  tag: 'Extension services',
  table: 'extension_call_logs',
  select: () => 't.id, t.organization_id, t.officer_id, t.producer_id, t.called_at, t.duration_seconds, t.topic, t.outcome, t.notes',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    officer_id: { sql: 't.officer_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    called_at: { sql: 't.called_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    duration_seconds: { sql: 't.duration_seconds', type: 'number', filter: true, sort: true },
    topic: { sql: 't.topic', type: 'text', filter: true, sort: true, search: true },
    outcome: { sql: 't.outcome', type: 'text', filter: true, sort: true, search: true },
    notes: { sql: 't.notes', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-called_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: ExtensionCallLog, create: ExtensionCallLogCreate, update: ExtensionCallLogUpdate },
  defaults: { outcome: '', notes: null },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    officer_id: row.officer_id,
    producer_id: row.producer_id,
    called_at: iso(row.called_at),
    duration_seconds: Number(row.duration_seconds),
    topic: row.topic,
    outcome: row.outcome,
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
      ...(input.called_at ? { called_at: input.called_at } : {}),
      duration_seconds: input.duration_seconds,
      topic: (input.topic as string).trim(),
      outcome: input.outcome,
      notes: input.notes ?? null,
    };
  },
};
