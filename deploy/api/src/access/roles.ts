import { Type } from '@sinclair/typebox';
import { isBuiltInRole } from '../auth/built-in-roles';
import { assertMayGrantPermissions, permissionNames } from '../auth/escalation';
import { fieldError, forbidden } from '../http/errors';
import { Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';
import { Permission } from './permissions';

export const Role = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    description: Type.String({ description: "What the role is for; '' when not said." }),
    organization_id: Uuid(),
    permissions: Type.Array(Type.Union([Uuid(), Permission]), {
      description: 'Permission ids, or the permissions with populate=permissions.',
    }),
  },
  { title: 'Role' },
);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 500, description: "What the role is for. Default ''." })),
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  permissions: Type.Optional(Type.Array(Uuid(), { uniqueItems: true, description: 'Permission ids; default none.' })),
};
export const RoleCreate = Type.Object(editable, { title: 'RoleCreate', additionalProperties: false });
export const RoleUpdate = Type.Partial(Type.Object(editable), { title: 'RoleUpdate', additionalProperties: false });

export const roles: ResourceDef = {
  name: 'roles',
  label: 'Role',
  tag: 'Roles and permissions',
  access: 'roles',
  table: 'roles',
  select: () => `t.id, t.name, t.description, t.organization_id,
    ARRAY(SELECT rp.permission_id FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
           WHERE rp.role_id = t.id ORDER BY p.resource, p.action, p.name) AS permissions`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    description: { sql: 't.description', type: 'text', sort: true, search: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    permissions: {
      sql: '(SELECT array_agg(rp.permission_id) FROM role_permissions rp WHERE rp.role_id = t.id)',
      type: 'uuid[]',
      filter: true,
    },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  ownedByOrganization: true,
  schemas: { item: Role, create: RoleCreate, update: RoleUpdate },
  defaults: { description: '', permissions: [] },
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    organization_id: row.organization_id,
    permissions: row.permissions ?? [],
  }),
  populate: { permissions: { from: 'permissions', resource: 'permissions' } },
  // Roles' Permissions column: how many the role holds.
  exportColumns: () => [
    { header: 'permission_count', value: (row) => (Array.isArray(row.permissions) ? row.permissions.length : null) },
  ],
  async toColumns(input, ctx) {
    const wanted = input.permissions as string[];
    const { rows } = await ctx.tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM permissions
        WHERE id = ANY($1::uuid[]) AND (organization_id IS NULL OR organization_id = $2)`,
      [wanted, ctx.organizationId],
    );
    if (rows[0].n !== new Set(wanted).size) throw fieldError('permissions', 'contains an unknown permission');
    if (ctx.existing && isBuiltInRole(ctx.existing.name) && input.name !== ctx.existing.name) {
      throw fieldError('name', 'of a built-in role cannot be changed');
    }
    const before = new Set((ctx.existing?.permissions ?? []) as string[]);
    assertMayGrantPermissions(
      ctx.caller,
      ctx.organizationId!,
      await permissionNames(
        ctx.tx,
        wanted.filter((id) => !before.has(id)),
      ),
    );
    return { name: input.name, description: String(input.description ?? '').trim() };
  },
  // admin holds every permission whatever its rows say (plugins/auth.ts): editing it would only mislead.
  readOnly: (current) =>
    current.name === 'admin' ? 'The admin role holds every permission and cannot be changed' : undefined,
  async remove(current, { tx }) {
    if (isBuiltInRole(current.name)) throw forbidden('Built-in roles cannot be deleted');
    await tx.query('DELETE FROM roles WHERE id = $1', [current.id]);
  },
  async afterWrite(id, input, ctx) {
    await ctx.tx.query('DELETE FROM role_permissions WHERE role_id = $1', [id]);
    await ctx.tx.query('INSERT INTO role_permissions (role_id, permission_id) SELECT $1, unnest($2::uuid[])', [
      id,
      input.permissions,
    ]);
  },
};
