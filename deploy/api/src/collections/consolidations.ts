import { Type } from '@sinclair/typebox';
import { fieldError } from '../http/errors';
import { DateTimeInput, iso, Nullable, Uuid } from '../schemas/common';
import { assertOwnedBy } from '../resources/references';
import type { ResourceDef } from '../resources/types';
import { Location } from '../logistics/locations';
import { Trip } from './trips';
import { UserRole } from '../people/user-roles';

const kg = (description: string) => Type.Number({ minimum: 0, maximum: 999_999, description });

export const Consolidation = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    location_id: Uuid({ description: 'The collection centre handing over.' }),
    trip_id: Nullable(Uuid(), { description: 'The trip taking the milk.' }),
    consolidated_at: Type.String({ format: 'date-time' }),
    batch_number: Type.String(),
    total_weight_kg: Type.Number({ description: "The batch's deliveries (1 kg booked per litre)." }),
    handed_over_weight_kg: Type.Number(),
    rejected_weight_kg: Type.Number(),
    farmers_processed: Type.Integer(),
    qa_agent_ids: Type.Array(Uuid(), { description: 'QA/Collector links (user-roles ids).' }),
    location: Type.Optional(Nullable(Location, { description: 'With populate=location.' })),
    trip: Type.Optional(Nullable(Trip, { description: 'With populate=trip.' })),
    qa_agents: Type.Optional(Type.Array(UserRole, { description: 'With populate=qa_agents.' })),
  },
  { title: 'Consolidation' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  location_id: Uuid({ description: 'A location of the organisation.' }),
  trip_id: Type.Optional(Nullable(Uuid({ description: 'A trip of the organisation.' }))),
  consolidated_at: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  batch_number: Type.String({ minLength: 1, maxLength: 50, description: 'Unique per centre.' }),
  total_weight_kg: kg('Everything the centre received in the batch.'),
  handed_over_weight_kg: Type.Optional(kg('Default: total minus rejected.')),
  rejected_weight_kg: Type.Optional(kg('Default 0.')),
  farmers_processed: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Default 0.' })),
  qa_agent_ids: Type.Optional(Type.Array(Uuid(), { uniqueItems: true, maxItems: 50, description: 'Default none.' })),
};
export const ConsolidationCreate = Type.Object(editable, { title: 'ConsolidationCreate', additionalProperties: false });
export const ConsolidationUpdate = Type.Partial(Type.Object(editable), {
  title: 'ConsolidationUpdate',
  additionalProperties: false,
});

export const consolidations: ResourceDef = {
  name: 'consolidations',
  label: 'Consolidation',
  tag: 'Milk collection',
  access: 'consolidations',
  table: 'consolidations',
  select: () =>
    't.id, t.organization_id, t.location_id, t.trip_id, t.consolidated_at, t.batch_number, t.total_weight_kg, ' +
    't.handed_over_weight_kg, t.rejected_weight_kg, t.farmers_processed, t.qa_agent_ids',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    trip_id: { sql: 't.trip_id', type: 'uuid', filter: true },
    qa_agent_ids: { sql: 't.qa_agent_ids', type: 'uuid[]', filter: true },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: true },
    consolidated_at: { sql: 't.consolidated_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    total_weight_kg: { sql: 't.total_weight_kg', type: 'number', filter: true, sort: true },
    handed_over_weight_kg: { sql: 't.handed_over_weight_kg', type: 'number', filter: true, sort: true },
    rejected_weight_kg: { sql: 't.rejected_weight_kg', type: 'number', filter: true, sort: true },
    farmers_processed: { sql: 't.farmers_processed', type: 'number', filter: true, sort: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-consolidated_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  ownedByOrganization: true,
  schemas: { item: Consolidation, create: ConsolidationCreate, update: ConsolidationUpdate },
  defaults: { trip_id: null, rejected_weight_kg: 0, farmers_processed: 0, qa_agent_ids: [] },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    location_id: row.location_id,
    trip_id: row.trip_id ?? null,
    consolidated_at: iso(row.consolidated_at),
    batch_number: row.batch_number,
    total_weight_kg: Number(row.total_weight_kg),
    handed_over_weight_kg: Number(row.handed_over_weight_kg),
    rejected_weight_kg: Number(row.rejected_weight_kg),
    farmers_processed: Number(row.farmers_processed),
    qa_agent_ids: row.qa_agent_ids ?? [],
  }),
  // A PUT changing the total or the rejected weight recomputes the handover unless it sends one.
  merge: (existing, body) => {
    const merged = { ...existing, ...body };
    const weighedAgain = body.total_weight_kg !== undefined || body.rejected_weight_kg !== undefined;
    if (weighedAgain && body.handed_over_weight_kg === undefined) delete merged.handed_over_weight_kg;
    return merged;
  },
  populate: {
    location: { from: 'location_id', resource: 'locations' },
    trip: { from: 'trip_id', resource: 'trips' },
    qa_agents: { from: 'qa_agent_ids', resource: 'user-roles' },
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    await assertOwnedBy(
      ctx.tx,
      'locations',
      input.location_id as string,
      org,
      'location_id',
      'is not a location of this organisation',
    );
    if (input.trip_id)
      await assertOwnedBy(
        ctx.tx,
        'trips',
        input.trip_id as string,
        org,
        'trip_id',
        'is not a trip of this organisation',
      );
    await assertOwnedBy(
      ctx.tx,
      'user_roles',
      input.qa_agent_ids as string[],
      org,
      'qa_agent_ids',
      'must be user roles of this organisation',
    );
    const total = input.total_weight_kg as number;
    const rejected = input.rejected_weight_kg as number;
    const handedOver =
      (input.handed_over_weight_kg as number | undefined) ?? Math.round((total - rejected) * 100) / 100;
    if (rejected > total) throw fieldError('rejected_weight_kg', 'must not exceed total_weight_kg');
    if (handedOver + rejected > total + 1e-9) {
      throw fieldError('handed_over_weight_kg', 'plus rejected_weight_kg must not exceed total_weight_kg');
    }
    return {
      location_id: input.location_id,
      trip_id: input.trip_id ?? null,
      ...(input.consolidated_at ? { consolidated_at: input.consolidated_at } : {}),
      batch_number: (input.batch_number as string).trim(),
      total_weight_kg: total,
      handed_over_weight_kg: handedOver,
      rejected_weight_kg: rejected,
      farmers_processed: input.farmers_processed,
      qa_agent_ids: input.qa_agent_ids,
    };
  },
};
