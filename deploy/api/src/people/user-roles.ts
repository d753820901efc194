import { Type } from '@sinclair/typebox';
import { recordWrite } from '../resources/record';
import { assertActiveAdminsRemain, assertMayGrantRole, beginAccountChange } from '../auth/escalation';
import { assertHolds } from '../auth/permissions';
import { assertAcceptablePassword } from '../auth/password-policy';
import { httpErrorFromDatabase } from '../db/pg-errors';
import { fieldError, HttpError } from '../http/errors';
import { iso, PersonStatusSchema, StringEnum, Uuid } from '../schemas/common';
import { phoneColumn } from '../domain/kenyan-phone';
import { assertOwnedBy } from '../resources/references';
import { insertRow, removeFromArrays, updateRow } from '../resources/sql';
import type { Json, ResourceDef, WriteContext } from '../resources/types';
import { Location } from '../logistics/locations';
import { assertProfileFiles, cleanProfile, mergeProfile, PersonProfile, PersonProfileInput } from './person-profile';
import { Role } from '../access/roles';
import { Route } from '../logistics/routes';
import { ContactInfo, User, UserCreate, users } from '../access/users';
import { userByName } from '../resources/search-sets';

/** The language of a farmer's SMS (issue 32); the messaging domain writes the texts. */
const SmsLanguage = StringEnum(['en', 'sw'] as const, {
  description: "en (English) or sw (Kiswahili); default: the organisation's default language (messaging settings).",
});

export const UserRole = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    user_id: Uuid(),
    role_id: Uuid(),
    member_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Driver or member number; unique in the organisation.',
    }),
    status: PersonStatusSchema,
    location_ids: Type.Array(Uuid()),
    route_ids: Type.Array(Uuid()),
    available: Type.Boolean(),
    profile: PersonProfile,
    // Always answered by /user-roles; optional so the people embedded elsewhere need not carry them.
    sms_language: Type.Optional(SmsLanguage),
    delivery_sms_opt_out: Type.Optional(
      Type.Boolean({ description: 'No SMS for each delivery (payment SMS still go).' }),
    ),
    created_at: Type.String({ format: 'date-time' }),
    user: Type.Optional(Type.Union([User, Type.Null()], { description: 'With populate=user.' })),
    role: Type.Optional(Type.Union([Role, Type.Null()], { description: 'With populate=role.' })),
    locations: Type.Optional(Type.Array(Location, { description: 'With populate=locations.' })),
    routes: Type.Optional(Type.Array(Route, { description: 'With populate=routes.' })),
  },
  { title: 'UserRole' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  user_id: Uuid({ description: 'A member of the organisation.' }),
  role_id: Uuid({ description: 'A role of the organisation.' }),
  member_id: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 50 }), Type.Null()])),
  status: Type.Optional(PersonStatusSchema),
  location_ids: Type.Optional(Type.Array(Uuid(), { uniqueItems: true, maxItems: 200 })),
  route_ids: Type.Optional(Type.Array(Uuid(), { uniqueItems: true, maxItems: 200 })),
  available: Type.Optional(Type.Boolean({ description: 'Default true.' })),
  profile: Type.Optional(PersonProfileInput),
  sms_language: Type.Optional(SmsLanguage),
  delivery_sms_opt_out: Type.Optional(
    Type.Boolean({ description: 'No SMS for each delivery (payment SMS still go). Default false.' }),
  ),
};
export const UserRoleCreate = Type.Object(
  {
    ...editable,
    user_id: Type.Optional(Uuid({ description: 'A member of the organisation; or send `user` instead.' })),
    user: Type.Optional(
      Type.Omit(UserCreate, ['organization_ids'], {
        description:
          'A new person to create with the link, in one transaction: a failed link leaves no half-made person.',
      }),
    ),
  },
  { title: 'UserRoleCreate', additionalProperties: false },
);
/** The person's own details a form edits with the link; the account's access stays with /users. */
const PersonUpdate = Type.Partial(
  Type.Object({
    username: Type.String({ minLength: 1, maxLength: 100 }),
    first_name: Type.String({ maxLength: 100 }),
    last_name: Type.String({ maxLength: 100 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    contact_info: ContactInfo,
  }),
  {
    additionalProperties: false,
    description:
      "Changes to the linked person, applied in the same transaction as the link's: an edit never half-applies. " +
      'Needs users:update too. contact_info keys left out keep their value.',
  },
);
export const UserRoleUpdate = Type.Partial(Type.Object({ ...editable, user: PersonUpdate }), {
  title: 'UserRoleUpdate',
  additionalProperties: false,
});

async function userJson(ctx: WriteContext, id: string, org: string): Promise<Json> {
  const { rows } = await ctx.tx.query(`SELECT ${users.select(() => '$2::uuid[]')} FROM users t WHERE t.id = $1`, [
    id,
    [org],
  ]);
  return users.toJson(rows[0]);
}

/** The person created with a link is a write of its own in the trail (the link's is the store's). */
async function recordNewUser(ctx: WriteContext, id: string, org: string) {
  await recordWrite(ctx.tx, ctx.caller, users.name, undefined, await userJson(ctx, id, org));
}

/**
 * Runs a write of the nested person: its refusals name the field as the caller sent it
 * (`user.email`, not `email`), so a form puts "is already registered" under its e-mail.
 */
async function asNestedUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const http = error instanceof HttpError ? error : httpErrorFromDatabase(error, 'PUT');
    if (!http?.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(http.fields).map(([field, problem]) => [
        field.startsWith('user.') ? field : `user.${field}`,
        problem,
      ]),
    );
    const message = Object.entries(fields)
      .map(([field, problem]) => `${field} ${problem}`)
      .join('; ');
    throw new HttpError(http.statusCode, message, fields, http.headers);
  }
}

/** Applies a PUT's `user` to the linked person (their details only) and records it in the trail. */
async function updateLinkedUser(ctx: WriteContext, userId: string, org: string, changes: Json): Promise<void> {
  // Changing an account is its own permission, as creating one is.
  if (ctx.caller.held) assertHolds(ctx.caller.held, org, 'users:update');
  const before = await userJson(ctx, userId, org);
  const after = users.merge!(before, changes);
  await asNestedUser(async () => {
    await updateRow(ctx.tx, users.table, userId, await users.toColumns(after, { ...ctx, existing: before }));
  });
  await recordWrite(ctx.tx, ctx.caller, users.name, before, await userJson(ctx, userId, org));
}

/**
 * A farmer's phone as SMS need it (issue 32): `0712 345 678`, `+254712345678` -> `254712345678`;
 * any other number is 400 naming `user.contact_info.phone`. Only for Producer links: staff
 * may keep other numbers.
 */
async function normaliseFarmerPhone(ctx: WriteContext, input: Json): Promise<void> {
  const contact = (input.user as Json | undefined)?.contact_info as Json | undefined;
  if (!contact || typeof contact.phone !== 'string' || contact.phone.trim() === '') return;
  const { rows } = await ctx.tx.query<{ name: string }>('SELECT name FROM roles WHERE id = $1', [input.role_id]);
  if (rows[0]?.name !== 'Producer') return;
  contact.phone = phoneColumn(contact.phone, 'user.contact_info.phone');
}

/** A new link without sms_language speaks the organisation's default language. */
async function defaultSmsLanguage(ctx: WriteContext, org: string): Promise<string> {
  const { rows } = await ctx.tx.query<{ default_language: string }>(
    'SELECT default_language FROM messaging_settings WHERE organization_id = $1',
    [org],
  );
  return rows[0]?.default_language ?? 'en';
}

export const userRoles: ResourceDef = {
  name: 'user-roles',
  label: 'User role',
  tag: 'People',
  access: 'user_roles',
  table: 'user_roles',
  select: () =>
    't.id, t.organization_id, t.user_id, t.role_id, t.member_id, t.status, t.location_ids, t.route_ids, t.available, t.profile, ' +
    't.sms_language, t.delivery_sms_opt_out, t.created_at',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    user_id: { sql: 't.user_id', type: 'uuid', filter: true },
    role_id: { sql: 't.role_id', type: 'uuid', filter: true },
    role_name: { sql: '(SELECT r.name FROM roles r WHERE r.id = t.role_id)', type: 'text', filter: true, sort: true },
    member_id: { sql: 't.member_id', type: 'text', filter: true, sort: true, search: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
    available: { sql: 't.available', type: 'boolean', filter: true, sort: true },
    location_ids: { sql: 't.location_ids', type: 'uuid[]', filter: true },
    route_ids: { sql: 't.route_ids', type: 'uuid[]', filter: true },
    person_name: {
      sql: `(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = t.user_id)`,
      type: 'text',
      sort: true,
      search: userByName('t.user_id'),
    },
    created_at: { sql: 't.created_at', type: 'timestamp', filter: true, sort: true, notNull: true },
  },
  defaultSort: '-created_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  ownedByOrganization: true,
  schemas: { item: UserRole, create: UserRoleCreate, update: UserRoleUpdate },
  defaults: {
    member_id: null,
    status: 'active',
    location_ids: [],
    route_ids: [],
    available: true,
    profile: {},
    delivery_sms_opt_out: false,
  },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    user_id: row.user_id,
    role_id: row.role_id,
    member_id: row.member_id ?? null,
    status: row.status,
    location_ids: row.location_ids ?? [],
    route_ids: row.route_ids ?? [],
    available: row.available,
    profile: row.profile ?? {},
    sms_language: row.sms_language ?? 'en',
    delivery_sms_opt_out: row.delivery_sms_opt_out ?? false,
    created_at: iso(row.created_at),
  }),
  // A PUT may send some profile keys only (the others keep their value).
  merge: (existing, body) => ({ ...existing, ...body, profile: mergeProfile(existing.profile, body.profile) }),
  populate: {
    user: { from: 'user_id', resource: 'users' },
    role: { from: 'role_id', resource: 'roles' },
    locations: { from: 'location_ids', resource: 'locations' },
    routes: { from: 'route_ids', resource: 'routes' },
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    if (ctx.existing) await beginAccountChange(ctx.tx, ctx.caller, ctx.existing.user_id as string);
    const grants =
      !ctx.existing ||
      input.role_id !== ctx.existing.role_id ||
      (input.status === 'active' && ctx.existing.status !== 'active');
    if (grants) await assertMayGrantRole(ctx.tx, ctx.caller, org, input.role_id as string);
    await normaliseFarmerPhone(ctx, input);
    if (!ctx.existing && input.user) {
      // A new person with the link: creating accounts is its own permission.
      if (ctx.caller.held) assertHolds(ctx.caller.held, org, 'users:create');
      assertAcceptablePassword('user.password', String((input.user as Json).password));
      // Two-step creation (person, then link) in one transaction.
      const person: Json = { ...users.defaults, ...(input.user as Json), organization_ids: [org] };
      const id = await asNestedUser(async () => {
        const made = await insertRow(
          ctx.tx,
          users.table,
          await users.toColumns(person, { ...ctx, existing: undefined }),
        );
        await users.afterWrite!(made, person, { ...ctx, existing: undefined });
        return made;
      });
      await recordNewUser(ctx, id, org);
      input.user_id = id;
    }
    if (typeof input.user_id !== 'string') throw fieldError('user_id', 'is required');
    const member = await ctx.tx.query('SELECT 1 FROM user_organizations WHERE user_id = $1 AND organization_id = $2', [
      input.user_id,
      org,
    ]);
    if (member.rows.length === 0) throw fieldError('user_id', 'is not a member of this organisation');
    if (ctx.existing && input.user) await updateLinkedUser(ctx, input.user_id, org, input.user as Json);
    await assertOwnedBy(ctx.tx, 'roles', input.role_id as string, org, 'role_id', 'is not a role of this organisation');
    await assertOwnedBy(
      ctx.tx,
      'locations',
      input.location_ids as string[],
      org,
      'location_ids',
      'must be locations of this organisation',
    );
    await assertOwnedBy(
      ctx.tx,
      'routes',
      input.route_ids as string[],
      org,
      'route_ids',
      'must be routes of this organisation',
    );
    const memberId = typeof input.member_id === 'string' ? input.member_id.trim() : null;
    const profile = cleanProfile(input.profile);
    await assertProfileFiles(ctx.tx, profile, (ctx.existing?.profile ?? {}) as Json, org);
    return {
      user_id: input.user_id,
      role_id: input.role_id,
      member_id: memberId || null,
      status: input.status,
      location_ids: input.location_ids,
      route_ids: input.route_ids,
      available: input.available,
      profile: JSON.stringify(profile),
      sms_language: input.sms_language ?? (await defaultSmsLanguage(ctx, org)),
      delivery_sms_opt_out: input.delivery_sms_opt_out ?? false,
    };
  },
  async afterWrite(_id, _input, ctx) {
    if (ctx.existing) await assertActiveAdminsRemain(ctx.tx, [ctx.organizationId!]);
  },
  async remove(current, { tx, caller }) {
    const touched = await beginAccountChange(tx, caller, current.user_id as string);
    await removeFromArrays(tx, 'trips', 'user_roles_ids', [current.id as string]);
    await tx.query('DELETE FROM user_roles WHERE id = $1', [current.id]);
    await assertActiveAdminsRemain(tx, touched);
  },
};
