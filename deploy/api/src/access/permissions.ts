import { Type } from '@sinclair/typebox';
import { Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';

export const Permission = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    description: Type.String(),
    resource: Type.String(),
    action: Type.String(),
    organization_id: Type.Union([Uuid(), Type.Null()], { description: 'null: the shared, read-only catalogue.' }),
  },
  { title: 'Permission' },
);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  resource: Type.String({ minLength: 1, maxLength: 100 }),
  action: Type.String({ minLength: 1, maxLength: 100 }),
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
};
export const PermissionCreate = Type.Object(editable, { title: 'PermissionCreate', additionalProperties: false });
export const PermissionUpdate = Type.Partial(Type.Object(editable), {
  title: 'PermissionUpdate',
  additionalProperties: false,
});

/**
 * The global catalogue (organization_id NULL) is visible to everyone and changed only by
 * migrations; an organisation may add permissions of its own.
 */
export const permissions: ResourceDef = {
  name: 'permissions',
  label: 'Permission',
  tag: 'Roles and permissions',
  access: 'permissions',
  table: 'permissions',
  select: () => 't.id, t.name, t.description, t.resource, t.action, t.organization_id',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    description: { sql: 't.description', type: 'text', sort: true, search: true },
    resource: { sql: 't.resource', type: 'text', filter: true, sort: true, search: true },
    action: { sql: 't.action', type: 'text', filter: true, sort: true, search: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'resource,action',
  scope: (orgs) => `(t.organization_id IS NULL OR t.organization_id = ANY(${orgs}))`,
  ownedByOrganization: true,
  schemas: { item: Permission, create: PermissionCreate, update: PermissionUpdate },
  defaults: { description: '' },
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    resource: row.resource,
    action: row.action,
    organization_id: row.organization_id ?? null,
  }),
  readOnly: (current) =>
    current.organization_id === null ? 'The shared permission catalogue cannot be changed' : undefined,
  toColumns: async (input) => ({
    name: input.name,
    description: input.description,
    resource: input.resource,
    action: input.action,
  }),
};
