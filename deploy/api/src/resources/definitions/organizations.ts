import { Type } from '@sinclair/typebox';
import { iso, Uuid } from '../../schemas/common';
import type { ResourceDef } from '../types';

export const Organization = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    default_rate_per_litre: Type.Number({ description: 'KSh per litre when a farmer has no special rate.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Organization' },
);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  default_rate_per_litre: Type.Number({ exclusiveMinimum: 0, exclusiveMaximum: 1000 }),
};
// Organisations are created by POST /register (with their admin and roles) and never
// deleted through the API: creation and deletion are not offered here.
const OrganizationCreate = Type.Object(editable, { title: 'OrganizationCreate', additionalProperties: false });
export const OrganizationUpdate = Type.Partial(Type.Object(editable), { title: 'OrganizationUpdate', additionalProperties: false });

/** The caller's own organisations: listed, read and updated, nothing else. */
export const organizations: ResourceDef = {
  name: 'organizations',
  label: 'Organization',
  tag: 'Organizations',
  access: { list: 'signed-in', get: 'signed-in', update: 'organizations:update' },
  table: 'organizations',
  operations: ['list', 'get', 'update'],
  select: () => 't.id, t.name, t.default_rate_per_litre, t.created_at',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    default_rate_per_litre: { sql: 't.default_rate_per_litre', type: 'number', filter: true, sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'name',
  // Membership is the scope: another organisation is not found.
  scope: (orgs) => `t.id = ANY(${orgs})`,
  ownedByOrganization: false,
  schemas: { item: Organization, create: OrganizationCreate, update: OrganizationUpdate },
  defaults: {},
  toJson: (row) => ({
    id: row.id,
    name: row.name,
    default_rate_per_litre: Number(row.default_rate_per_litre),
    created_at: iso(row.created_at),
  }),
  toColumns: async (input) => ({
    name: (input.name as string).trim(),
    default_rate_per_litre: input.default_rate_per_litre,
  }),
};
