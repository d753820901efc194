import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/database';
import { REJECTION_REASON_CODES } from '../domain/rejection-reasons';
import { fieldError } from '../http/errors';
import { DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertOwnedBy, assertRoleLink } from '../resources/references';
import type { ResourceDef } from '../resources/types';
import { Collection } from '../collections/collections';
import { Location } from '../logistics/locations';
import { UserRole } from '../people/user-roles';

export const Rejection = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    location_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    collection_id: Nullable(Uuid(), { description: 'The delivery turned away, when it was recorded.' }),
    qa_agent_id: Nullable(Uuid()),
    batch_number: Type.String(),
    reason: StringEnum(REJECTION_REASON_CODES, { description: 'A reason code (contracts: REJECTION_REASONS).' }),
    weight_kg: Type.Number(),
    rejected_at: Type.String({ format: 'date-time' }),
    notes: Nullable(Type.String()),
    location: Type.Optional(Nullable(Location, { description: 'With populate=location.' })),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
    collection: Type.Optional(Nullable(Collection, { description: 'With populate=collection.' })),
    qa_agent: Type.Optional(Nullable(UserRole, { description: 'With populate=qa_agent.' })),
  },
  { title: 'Rejection' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  collection_id: Type.Optional(
    Nullable(
      Uuid({
        description:
          'A collection of the organisation: it is marked rejected, and it supplies the defaults of ' +
          'producer_id, location_id, batch_number and weight_kg.',
      }),
    ),
  ),
  producer_id: Type.Optional(Uuid({ description: 'A Producer link; required without collection_id.' })),
  location_id: Type.Optional(Uuid({ description: 'A location; required without collection_id.' })),
  qa_agent_id: Type.Optional(Nullable(Uuid({ description: 'A user-role link of the organisation.' }))),
  batch_number: Type.Optional(
    Type.String({ minLength: 1, maxLength: 50, description: 'Required without collection_id.' }),
  ),
  reason: StringEnum(REJECTION_REASON_CODES),
  weight_kg: Type.Optional(
    Type.Number({
      exclusiveMinimum: 0,
      exclusiveMaximum: 200,
      description: "Default: the collection's litres (1 kg per litre).",
    }),
  ),
  rejected_at: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
};
export const RejectionCreate = Type.Object(editable, { title: 'RejectionCreate', additionalProperties: false });
export const RejectionUpdate = Type.Partial(Type.Object(editable), {
  title: 'RejectionUpdate',
  additionalProperties: false,
});

interface CollectionFacts {
  producer_id: string;
  location_id: string;
  batch_number: string;
  quantity_litres: number;
}

/** A delivery whose last rejection is gone is accepted again. */
async function acceptUnlessRejected(tx: Queryable, collectionId: unknown): Promise<void> {
  if (typeof collectionId !== 'string') return;
  await tx.query(
    `UPDATE collections c SET status = 'accepted'
      WHERE c.id = $1 AND c.status = 'rejected'
        AND NOT EXISTS (SELECT 1 FROM rejections r WHERE r.collection_id = c.id)`,
    [collectionId],
  );
}

export const rejections: ResourceDef = {
  name: 'rejections',
  label: 'Rejection',
  tag: 'Quality control',
  access: 'rejections',
  table: 'rejections',
  select: () =>
    't.id, t.organization_id, t.location_id, t.producer_id, t.collection_id, t.qa_agent_id, t.batch_number, t.reason, ' +
    't.weight_kg, t.rejected_at, t.notes',
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    location_id: { sql: 't.location_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    collection_id: { sql: 't.collection_id', type: 'uuid', filter: true },
    qa_agent_id: { sql: 't.qa_agent_id', type: 'uuid', filter: true },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: true },
    reason: { sql: 't.reason', type: 'text', filter: true, sort: true },
    weight_kg: { sql: 't.weight_kg', type: 'number', filter: true, sort: true },
    rejected_at: { sql: 't.rejected_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    notes: { sql: 't.notes', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-rejected_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  ownedByOrganization: true,
  schemas: { item: Rejection, create: RejectionCreate, update: RejectionUpdate },
  defaults: { collection_id: null, qa_agent_id: null, notes: null },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    location_id: row.location_id,
    producer_id: row.producer_id,
    collection_id: row.collection_id ?? null,
    qa_agent_id: row.qa_agent_id ?? null,
    batch_number: row.batch_number,
    reason: row.reason,
    weight_kg: Number(row.weight_kg),
    rejected_at: iso(row.rejected_at),
    notes: row.notes ?? null,
  }),
  populate: {
    location: { from: 'location_id', resource: 'locations' },
    producer: { from: 'producer_id', resource: 'user-roles' },
    collection: { from: 'collection_id', resource: 'collections' },
    qa_agent: { from: 'qa_agent_id', resource: 'user-roles' },
  },
  async toColumns(input, ctx) {
    const org = ctx.organizationId!;
    let delivery: CollectionFacts | undefined;
    if (input.collection_id) {
      const { rows } = await ctx.tx.query<CollectionFacts>(
        `SELECT producer_id, location_id, batch_number, quantity_litres FROM collections WHERE id = $1 AND organization_id = $2`,
        [input.collection_id, org],
      );
      delivery = rows[0];
      if (!delivery) throw fieldError('collection_id', 'is not a collection of this organisation');
      if (input.producer_id && input.producer_id !== delivery.producer_id) {
        throw fieldError('producer_id', "is not the collection's farmer");
      }
    }
    const producerId = (input.producer_id ?? delivery?.producer_id) as string | undefined;
    const locationId = (input.location_id ?? delivery?.location_id) as string | undefined;
    const batch = ((input.batch_number as string | undefined)?.trim() || delivery?.batch_number) as string | undefined;
    const weight = (input.weight_kg ?? (delivery ? Number(delivery.quantity_litres) : undefined)) as number | undefined;
    if (!producerId) throw fieldError('producer_id', 'is required without collection_id');
    if (!locationId) throw fieldError('location_id', 'is required without collection_id');
    if (!batch) throw fieldError('batch_number', 'is required without collection_id');
    if (weight === undefined) throw fieldError('weight_kg', 'is required without collection_id');
    await assertRoleLink(ctx.tx, producerId, org, 'Producer', 'producer_id');
    await assertOwnedBy(ctx.tx, 'locations', locationId, org, 'location_id', 'is not a location of this organisation');
    if (input.qa_agent_id) {
      await assertOwnedBy(
        ctx.tx,
        'user_roles',
        input.qa_agent_id as string,
        org,
        'qa_agent_id',
        'is not a user role of this organisation',
      );
    }
    return {
      collection_id: input.collection_id ?? null,
      producer_id: producerId,
      location_id: locationId,
      qa_agent_id: input.qa_agent_id ?? null,
      batch_number: batch,
      reason: input.reason,
      weight_kg: weight,
      ...(input.rejected_at ? { rejected_at: input.rejected_at } : {}),
      notes: input.notes ?? null,
    };
  },
  // The journal agrees with the log: a logged rejection marks its delivery rejected.
  async afterWrite(_id, input, ctx) {
    if (input.collection_id) {
      await ctx.tx.query(`UPDATE collections SET status = 'rejected' WHERE id = $1 AND status <> 'rejected'`, [
        input.collection_id,
      ]);
    }
    if (ctx.existing?.collection_id && ctx.existing.collection_id !== input.collection_id) {
      await acceptUnlessRejected(ctx.tx, ctx.existing.collection_id);
    }
  },
  async remove(current, { tx }) {
    await tx.query('DELETE FROM rejections WHERE id = $1', [current.id]);
    await acceptUnlessRejected(tx, current.collection_id);
  },
};
