import { Type, type TProperties } from '@sinclair/typebox';
import type { Queryable, Row } from '../db/database';
import { fieldError } from '../http/errors';
import { iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertRoleLink } from '../resources/references';
import { farmerColumns, farmerFields, linkHolderName } from '../resources/role-link-columns';
import { personByName } from '../resources/search-sets';
import type { FieldDef, Json, ResourceDef, WriteContext } from '../resources/types';
import { UserRole } from '../people/user-roles';

// Extension assignments (visits) and call logs are both an officer's work with farmers on a
// topic, with notes: what they share is said once here.

/** What extension work is about (migration 019); the console labels them Animal health, Feeding... */
export const EXTENSION_TOPICS = ['animal_health', 'feeding', 'milk_hygiene', 'breeding'] as const;

/** Who counts as an extension officer: a link of the organisation's role of this name. */
export const EXTENSION_OFFICER_ROLE = 'Extension Officer';

const OFFICER_NAME = linkHolderName('t.officer_id');

/**
 * Today in the row's organisation's zone (its own, else the server's): "overdue" and "not in
 * the future" count days there whatever the session's zone (lists, a single row, a write).
 */
export const ORGANISATION_TODAY = '(now() AT TIME ZONE organization_time_zone(t.organization_id))::date';

export const extensionItem = (own: TProperties, title: string) =>
  Type.Object(
    {
      id: Uuid(),
      organization_id: Uuid(),
      officer_id: Uuid({ description: "The extension officer's link (user-roles id, role Extension Officer)." }),
      officer_name: Nullable(Type.String()),
      ...own,
      topic: StringEnum(EXTENSION_TOPICS),
      notes: Nullable(Type.String()),
      created_at: Type.String({ format: 'date-time' }),
      officer: Type.Optional(Nullable(UserRole, { description: 'With populate=officer.' })),
      producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
    },
    { title },
  );

/** The farmer of a row: id, name and member number (null on an assignment for a route or centre). */
export const farmerProperties = (required: boolean): TProperties => {
  const id = Uuid({ description: "The farmer's Producer link." });
  return {
    producer_id: required ? id : Nullable(id),
    farmer_name: Nullable(Type.String()),
    member_id: Nullable(Type.String()),
  };
};

export const extensionEditable = (own: TProperties): TProperties => ({
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  officer_id: Uuid({ description: 'A link of the role Extension Officer in the organisation.' }),
  ...own,
  topic: StringEnum(EXTENSION_TOPICS),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});

export const extensionFields = (own: Record<string, FieldDef>): Record<string, FieldDef> => ({
  id: { sql: 't.id', type: 'uuid', filter: true },
  organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
  officer_id: { sql: 't.officer_id', type: 'uuid', filter: true },
  officer_name: { sql: OFFICER_NAME, type: 'text', sort: true, search: personByName('t.officer_id') },
  producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
  ...farmerFields(),
  topic: { sql: 't.topic', type: 'text', filter: true, sort: true },
  ...own,
  notes: { sql: 't.notes', type: 'text', search: true },
  created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
});

export const EXTENSION_COLUMNS = `t.id, t.organization_id, t.officer_id, ${OFFICER_NAME} AS officer_name, t.producer_id,
  ${farmerColumns()}, t.topic, t.notes, t.created_at`;

export const extensionJson = (row: Row, own: Json): Json => ({
  id: row.id,
  organization_id: row.organization_id,
  officer_id: row.officer_id,
  officer_name: row.officer_name ?? null,
  producer_id: row.producer_id ?? null,
  farmer_name: row.farmer_name ?? null,
  member_id: row.member_id ?? null,
  ...own,
  topic: row.topic,
  notes: row.notes ?? null,
  created_at: iso(row.created_at),
});

/** The officer must hold the Extension Officer role in the row's organisation. */
export async function assertOfficer(tx: Queryable, officerId: string, organizationId: string): Promise<void> {
  const { rows } = await tx.query<{ role: string }>(
    `SELECT r.name AS role FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.id = $1 AND ur.organization_id = $2`,
    [officerId, organizationId],
  );
  if (rows.length === 0) throw fieldError('officer_id', 'is not a person of this organisation');
  if (rows[0].role !== EXTENSION_OFFICER_ROLE) {
    throw fieldError('officer_id', `holds the role ${rows[0].role}, not ${EXTENSION_OFFICER_ROLE}`);
  }
}

/** A farmer must be a Producer link of the organisation. */
export async function assertFarmer(tx: Queryable, producerId: string, organizationId: string): Promise<void> {
  await assertRoleLink(tx, producerId, organizationId, 'Producer', 'producer_id');
}

/** A day (yyyy-MM-dd) after today in the organisation's zone. */
export async function isFutureDay(tx: Queryable, day: string, organizationId: string): Promise<boolean> {
  const { rows } = await tx.query<{ future: boolean }>(
    `SELECT $1::date > (now() AT TIME ZONE organization_time_zone($2::uuid))::date AS future`,
    [day, organizationId],
  );
  return rows[0].future;
}

/** The officer must be one; then the shared columns. */
export async function extensionColumns(input: Json, ctx: WriteContext): Promise<Record<string, unknown>> {
  await assertOfficer(ctx.tx, input.officer_id as string, ctx.organizationId!);
  const notes = typeof input.notes === 'string' && input.notes.trim() ? input.notes.trim() : null;
  return { officer_id: input.officer_id, topic: input.topic, notes };
}

/** Scope, ownership, tag and populate of both resources. */
export const EXTENSION_RESOURCE: Pick<
  ResourceDef,
  'tag' | 'access' | 'scope' | 'orgColumn' | 'ownedByOrganization' | 'populate'
> = {
  tag: 'Extension services',
  access: 'extension_services',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  populate: {
    officer: { from: 'officer_id', resource: 'user-roles' },
    producer: { from: 'producer_id', resource: 'user-roles' },
  },
};
