import { Type, type TProperties } from '@sinclair/typebox';
import type { Row } from '../../db/database';
import { Nullable, Uuid } from '../../schemas/common';
import { assertOwnedBy, assertRoleLink } from '../references';
import type { FieldDef, Json, ResourceDef, WriteContext } from '../types';
import { UserRole } from './user-roles';

// Extension assignments (visits) and call logs are both an officer's work with a farmer on a
// topic, with notes: what they share is said once here.

export const extensionItem = (own: TProperties, title: string) =>
  Type.Object(
    {
      id: Uuid(),
      organization_id: Uuid(),
      officer_id: Uuid({ description: "The extension officer's link (user-roles id)." }),
      producer_id: Uuid({ description: "The farmer's Producer link." }),
      ...own,
      topic: Type.String(),
      notes: Nullable(Type.String()),
      officer: Type.Optional(Nullable(UserRole, { description: 'With populate=officer.' })),
      producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
    },
    { title },
  );

export const extensionEditable = (own: TProperties): TProperties => ({
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  officer_id: Uuid({ description: 'A user-role link of the organisation.' }),
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  ...own,
  topic: Type.String({ minLength: 1, maxLength: 200 }),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});

export const extensionFields = (own: Record<string, FieldDef>): Record<string, FieldDef> => ({
  id: { sql: 't.id', type: 'uuid', filter: true },
  organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
  officer_id: { sql: 't.officer_id', type: 'uuid', filter: true },
  producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
  topic: { sql: 't.topic', type: 'text', filter: true, sort: true, search: true },
  ...own,
  notes: { sql: 't.notes', type: 'text', search: true },
  created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
});

export const EXTENSION_COLUMNS = 't.id, t.organization_id, t.officer_id, t.producer_id, t.topic, t.notes';

export const extensionJson = (row: Row, own: Json): Json => ({
  id: row.id,
  organization_id: row.organization_id,
  officer_id: row.officer_id,
  producer_id: row.producer_id,
  ...own,
  topic: row.topic,
  notes: row.notes ?? null,
});

/** The officer and farmer must be of the row's organisation; then the shared columns. */
export async function extensionColumns(input: Json, ctx: WriteContext): Promise<Record<string, unknown>> {
  const org = ctx.organizationId!;
  await assertOwnedBy(ctx.tx, 'user_roles', input.officer_id as string, org, 'officer_id', 'is not a user role of this organisation');
  await assertRoleLink(ctx.tx, input.producer_id as string, org, 'Producer', 'producer_id');
  return { officer_id: input.officer_id, producer_id: input.producer_id, topic: (input.topic as string).trim(), notes: input.notes ?? null };
}

/** Scope, ownership, tag and populate of both resources. */
export const EXTENSION_RESOURCE: Pick<ResourceDef, 'tag' | 'access' | 'scope' | 'orgColumn' | 'ownedByOrganization' | 'populate'> = {
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
