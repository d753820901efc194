import { Type } from '@sinclair/typebox';
import { Uuid } from '../../schemas/common';
import { removeFromArrays } from '../sql';
import type { ResourceDef } from '../types';

export const Coordinates = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  },
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
  },
  { title: 'Location' },
);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  address: Type.Optional(Type.String({ maxLength: 500, description: "Default ''." })),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: "Default 'collection_center'." })),
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  coordinates: Coordinates,
  capacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9, description: 'Litres; default 0.' })),
  is_active: Type.Optional(Type.Boolean({ description: 'Default true.' })),
};
export const LocationCreate = Type.Object(editable, { title: 'LocationCreate', additionalProperties: false });
export const LocationUpdate = Type.Partial(Type.Object(editable), { title: 'LocationUpdate', additionalProperties: false });

export const locations: ResourceDef = {
  name: 'locations',
  label: 'Location',
  tag: 'Logistics',
  access: 'locations',
  table: 'locations',
  select: () => 't.id, t.name, t.address, t.type, t.organization_id, t.latitude, t.longitude, t.capacity, t.is_active',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true },
    address: { sql: 't.address', type: 'text', filter: true, sort: true, search: true },
    type: { sql: 't.type', type: 'text', filter: true, sort: true, search: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    capacity: { sql: 't.capacity', type: 'number', filter: true, sort: true },
    is_active: { sql: 't.is_active', type: 'boolean', filter: true, sort: true },
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
  }),
  toColumns: async (input) => {
    const coordinates = input.coordinates as { latitude: number; longitude: number };
    return {
      name: input.name,
      address: input.address,
      type: input.type,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
      capacity: input.capacity,
      is_active: input.is_active,
    };
  },
  async remove(current, { tx }) {
    const ids = [current.id as string];
    await removeFromArrays(tx, 'routes', 'location_ids', ids);
    await removeFromArrays(tx, 'user_roles', 'location_ids', ids);
    await tx.query('DELETE FROM locations WHERE id = $1', ids);
  },
};
