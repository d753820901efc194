import { Type } from '@sinclair/typebox';
import {
  assertActiveAdminsRemain,
  assertNotSelfDeactivation,
  beginAccountChange,
  organisationsOf,
} from '../auth/escalation';
import { assertAcceptablePassword, NewPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { badRequest, forbidden, NOT_A_MEMBER } from '../http/errors';
import { iso, PersonStatusSchema, Uuid } from '../schemas/common';
import type { Caller, Json, ResourceDef } from '../resources/types';
import { personName, removeFromArrays } from '../resources/sql';

export const ContactInfo = Type.Object(
  {
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

const UserRoleName = Type.Object(
  { id: Uuid({ description: 'The role.' }), name: Type.String(), organization_id: Uuid() },
  { title: 'UserRoleName' },
);

export const User = Type.Object(
  {
    id: Uuid(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    contact_info: ContactInfo,
    organization_ids: Type.Array(Uuid(), { description: 'Organisations shared with you; the first is the oldest.' }),
    is_active: Type.Boolean(),
    status: PersonStatusSchema,
    avatarUrl: Type.Union([Type.String(), Type.Null()]),
    roles: Type.Array(UserRoleName, { description: 'The roles held (active) in organisations shared with you.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'User' },
);

const editable = {
  username: Type.String({ minLength: 1, maxLength: 100 }),
  first_name: Type.Optional(Type.String({ maxLength: 100, description: "Default ''." })),
  last_name: Type.Optional(Type.String({ maxLength: 100, description: "Default ''." })),
  email: Type.String({ format: 'email', maxLength: 254 }),
  contact_info: Type.Optional(ContactInfo),
  organization_ids: Type.Optional(
    Type.Array(Uuid(), {
      minItems: 1,
      uniqueItems: true,
      description: 'Your organisations to add the user to; default: your first.',
    }),
  ),
  is_active: Type.Optional(Type.Boolean({ description: 'Default true.' })),
  status: Type.Optional(PersonStatusSchema),
  avatarUrl: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
};

export const UserCreate = Type.Object(
  { ...editable, password: NewPassword },
  { title: 'UserCreate', additionalProperties: false },
);
export const UserUpdate = Type.Partial(Type.Object(editable), { title: 'UserUpdate', additionalProperties: false });

// The caller sees only memberships, and roles, in organisations they share with the user.
const ROLES = (orgs: string) =>
  `(SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'organization_id', ur.organization_id)
                             ORDER BY r.name), '[]')
      FROM user_roles ur JOIN roles r ON r.id = ur.role_id
     WHERE ur.user_id = t.id AND ur.status = 'active' AND ur.organization_id = ANY(${orgs}))`;
const ORGANIZATION_IDS = (orgs: string) =>
  `ARRAY(SELECT uo.organization_id FROM user_organizations uo
          WHERE uo.user_id = t.id AND uo.organization_id = ANY(${orgs})
          ORDER BY uo.created_at, uo.organization_id)`;

export function userToJson(row: Json): Json {
  const contact: Json = {};
  if (row.phone != null) contact.phone = row.phone;
  if (row.address != null) contact.address = row.address;
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    contact_info: contact,
    organization_ids: row.organization_ids ?? [],
    is_active: row.is_active,
    status: row.status,
    avatarUrl: row.avatar_url ?? null,
    roles: (typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles) ?? [],
    created_at: iso(row.created_at),
  };
}

/** Memberships in the caller's organisations become `wanted`; others stay as they are. */
async function syncMemberships(tx: Queryable, userId: string, wanted: string[], caller: Caller) {
  if (wanted.some((org) => !caller.orgIds.includes(org))) throw forbidden(NOT_A_MEMBER);
  const { rows: leaving } = await tx.query<{ id: string }>(
    `SELECT id FROM user_roles
      WHERE user_id = $1 AND organization_id = ANY($2::uuid[]) AND NOT organization_id = ANY($3::uuid[])`,
    [userId, caller.orgIds, wanted],
  );
  await removeFromArrays(
    tx,
    'trips',
    'user_roles_ids',
    leaving.map((r) => r.id),
  );
  // Leaving an organisation ends the roles held there (foreign key cascade).
  await tx.query(
    `DELETE FROM user_organizations
      WHERE user_id = $1 AND organization_id = ANY($2::uuid[]) AND NOT organization_id = ANY($3::uuid[])`,
    [userId, caller.orgIds, wanted],
  );
  await tx.query(
    `INSERT INTO user_organizations (user_id, organization_id)
     SELECT $1, org FROM unnest($2::uuid[]) WITH ORDINALITY AS w(org, n) ORDER BY n
     ON CONFLICT DO NOTHING`,
    [userId, wanted],
  );
}

/** A user's roles as Users shows them: the names held in `orgId` (all shown, without one), else None. */
function roleNames(row: Json, orgId: string | undefined): string {
  const held = ((row.roles ?? []) as Json[]).filter((role) => !orgId || role.organization_id === orgId);
  return held.length ? held.map((role) => role.name).join(', ') : 'None';
}

export const users: ResourceDef = {
  name: 'users',
  label: 'User',
  tag: 'Users',
  access: 'users',
  table: 'users',
  select: (callerOrgs) =>
    `t.id, t.username, t.first_name, t.last_name, t.email, t.phone, t.address, t.avatar_url,
     t.is_active, t.status, t.created_at, ${ORGANIZATION_IDS(callerOrgs())} AS organization_ids,
     ${ROLES(callerOrgs())} AS roles`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    username: { sql: 't.username', type: 'text', filter: true, sort: true, search: true },
    first_name: { sql: 't.first_name', type: 'text', filter: true, sort: true },
    last_name: { sql: 't.last_name', type: 'text', filter: true, sort: true },
    // Searching the full name finds either name too, through one index (migration 009).
    full_name: { sql: personName('t'), type: 'text', search: true },
    email: { sql: 't.email', type: 'text', filter: true, sort: true, search: true },
    'contact_info.phone': { sql: 't.phone', type: 'text', filter: true, sort: true, search: true },
    'contact_info.address': { sql: 't.address', type: 'text', filter: true, sort: true, search: true },
    is_active: { sql: 't.is_active', type: 'boolean', filter: true, sort: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    organization_ids: {
      sql: '(SELECT array_agg(uo.organization_id) FROM user_organizations uo WHERE uo.user_id = t.id)',
      type: 'uuid[]',
      filter: true,
    },
    created_at: { sql: 't.created_at', type: 'timestamp', filter: true, sort: true, notNull: true },
  },
  defaultSort: '-created_at',
  scope: (orgs) =>
    `EXISTS (SELECT 1 FROM user_organizations m WHERE m.user_id = t.id AND m.organization_id = ANY(${orgs}))`,
  // The unfiltered count needs only the memberships (one index), not a join with every user.
  total: (orgs) => `SELECT count(DISTINCT user_id) FROM user_organizations WHERE organization_id = ANY(${orgs})`,
  ownedByOrganization: false,
  schemas: { item: User, create: UserCreate, update: UserUpdate },
  defaults: { first_name: '', last_name: '', contact_info: {}, is_active: true, status: 'active', avatarUrl: null },
  toJson: userToJson,
  // Users' Roles and Status columns, in the words the screen uses.
  exportColumns: ({ orgId }) => [
    { header: 'role_names', value: (row) => roleNames(row, orgId) },
    { header: 'active_status', value: (row) => (row.is_active ? 'Active' : 'Inactive') },
  ],
  merge: (existing, body) => ({
    ...existing,
    ...body,
    contact_info: { ...(existing.contact_info as Json), ...((body.contact_info as Json) ?? {}) },
  }),
  async toColumns(input, ctx) {
    if (ctx.existing) {
      const id = ctx.existing.id as string;
      assertNotSelfDeactivation(ctx.caller, id, ctx.existing, input);
      await beginAccountChange(ctx.tx, ctx.caller, id);
    }
    const contact = (input.contact_info ?? {}) as Json;
    const columns: Record<string, unknown> = {
      username: input.username,
      first_name: input.first_name,
      last_name: input.last_name,
      email: String(input.email).trim().toLowerCase(),
      phone: contact.phone || null,
      address: contact.address || null,
      avatar_url: input.avatarUrl ?? null,
      is_active: input.is_active,
      status: input.status,
    };
    if (!ctx.existing) {
      assertAcceptablePassword('password', String(input.password));
      columns.password_hash = await hashPassword(String(input.password));
    }
    return columns;
  },
  async afterWrite(id, input, ctx) {
    const wanted = (input.organization_ids as string[] | undefined) ?? [];
    const target = ctx.existing || wanted.length > 0 ? wanted : ctx.caller.orgIds.slice(0, 1);
    if (target.length === 0) throw forbidden(NOT_A_MEMBER);
    await syncMemberships(ctx.tx, id, target, ctx.caller);
    if (ctx.existing)
      await assertActiveAdminsRemain(ctx.tx, [...(await organisationsOf(ctx.tx, id)), ...ctx.caller.orgIds]);
  },
  async remove(current, ctx) {
    const id = current.id as string;
    if (id === ctx.caller.userId) throw badRequest('You cannot delete your own account');
    const touched = await beginAccountChange(ctx.tx, ctx.caller, id);
    // Leave the caller's organisations; the person is deleted once they belong to none.
    await syncMemberships(ctx.tx, id, [], ctx.caller);
    await ctx.tx.query(
      `DELETE FROM users u WHERE u.id = $1 AND NOT EXISTS (SELECT 1 FROM user_organizations m WHERE m.user_id = u.id)`,
      [id],
    );
    await assertActiveAdminsRemain(ctx.tx, touched);
  },
};
