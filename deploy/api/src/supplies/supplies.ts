import { assertSupplyNotDeducted } from '../payments/pay-runs/paid-records';
import { Type } from '@sinclair/typebox';
import { DateTimeInput, iso, Nullable, Uuid } from '../schemas/common';
import { assertRoleLink } from '../resources/references';
import { farmerFields, linkHolderName } from '../resources/role-link-columns';
import type { ResourceDef } from '../resources/types';
import { UserRole } from '../people/user-roles';

export const SupplyItem = Type.Object(
  {
    item: Type.String({ minLength: 1, maxLength: 200 }),
    quantity: Type.Number({ minimum: 0, maximum: 1e6 }),
  },
  { additionalProperties: false },
);

const SupplierDetails = Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }), {
  description: 'Free details of the supplier, e.g. { "name": "...", "phone": "..." }.',
  maxProperties: 20,
});

export const Supply = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    supply_items: Type.Array(SupplyItem),
    total_cost: Type.Number({ description: 'KSh; delivered supplies are deducted from the period’s pay.' }),
    timestamp: Type.String({ format: 'date-time' }),
    status: Type.String({ description: "Free text (spec 4): 'ordered', 'delivered', 'cancelled'..." }),
    supplier_details: SupplierDetails,
    supply_category: Type.String(),
    // Always sent; optional so a client built before these fields still type-checks.
    farmer_name: Type.Optional(
      Nullable(Type.String({ description: "The farmer's name, as the Supplies table shows it." })),
    ),
    items: Type.Optional(
      Type.String({ description: "The items as one text, e.g. 'Dairy meal 70 kg × 2, Mineral lick × 1'." }),
    ),
    producer: Type.Optional(Nullable(UserRole, { description: 'With populate=producer.' })),
  },
  { title: 'Supply' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
  supply_items: Type.Array(SupplyItem, { minItems: 1, maxItems: 100 }),
  total_cost: Type.Optional(Type.Number({ minimum: 0, maximum: 1e10, description: 'KSh; default 0.' })),
  timestamp: Type.Optional(DateTimeInput({ description: 'Default now.' })),
  status: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: "Default 'ordered'." })),
  supplier_details: Type.Optional(SupplierDetails),
  supply_category: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: "Default 'seeds'." })),
};
export const SupplyCreate = Type.Object(editable, { title: 'SupplyCreate', additionalProperties: false });
export const SupplyUpdate = Type.Partial(Type.Object(editable), { title: 'SupplyUpdate', additionalProperties: false });

const FARMER_NAME = linkHolderName('t.producer_id');
// The Supplies table's Items column, written by the database so a CSV of every row says the same.
const ITEMS_TEXT = `(SELECT coalesce(string_agg((line->>'item') || ' × ' || (line->>'quantity'), ', ' ORDER BY position), '')
  FROM jsonb_array_elements(t.supply_items) WITH ORDINALITY AS lines(line, position))`;

export const supplies: ResourceDef = {
  name: 'supplies',
  label: 'Supply',
  tag: 'Feed management',
  access: 'supplies',
  table: 'supplies',
  select: () =>
    `t.id, t.organization_id, t.producer_id, t.supply_items, t.total_cost, t.supplied_at, t.status, t.supplier_details, t.supply_category,
     ${FARMER_NAME} AS farmer_name, ${ITEMS_TEXT} AS items`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true, search: true },
    supply_category: { sql: 't.supply_category', type: 'text', filter: true, sort: true, search: true },
    total_cost: { sql: 't.total_cost', type: 'number', filter: true, sort: true },
    timestamp: { sql: 't.supplied_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    items: { sql: 't.supply_items::text', type: 'text', search: true },
    // The Supplies search finds a farmer's supplies by their name or member number (docs/screens.md#supplies).
    ...farmerFields('t.producer_id'),
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-timestamp',
  period: { sql: 't.supplied_at', description: 'Supplies given within the days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: Supply, create: SupplyCreate, update: SupplyUpdate },
  defaults: { total_cost: 0, status: 'ordered', supplier_details: {}, supply_category: 'seeds' },
  toJson: (row) => ({
    id: row.id,
    organization_id: row.organization_id,
    producer_id: row.producer_id,
    supply_items: row.supply_items ?? [],
    total_cost: Number(row.total_cost),
    timestamp: iso(row.supplied_at),
    status: row.status,
    supplier_details: row.supplier_details ?? {},
    supply_category: row.supply_category,
    farmer_name: row.farmer_name ?? null,
    items: row.items ?? '',
  }),
  populate: { producer: { from: 'producer_id', resource: 'user-roles' } },
  async toColumns(input, ctx) {
    if (ctx.existing) await assertSupplyNotDeducted(ctx.tx, ctx.existing.id as string, ctx.existing, input);
    await assertRoleLink(ctx.tx, input.producer_id as string, ctx.organizationId!, 'Producer', 'producer_id');
    return {
      producer_id: input.producer_id,
      // jsonb travels as text: drivers would turn a JS array into a PostgreSQL array.
      supply_items: JSON.stringify(input.supply_items),
      total_cost: input.total_cost,
      ...(input.timestamp ? { supplied_at: input.timestamp } : {}),
      status: (input.status as string).trim(),
      supplier_details: JSON.stringify(input.supplier_details ?? {}),
      supply_category: (input.supply_category as string).trim(),
    };
  },
  async remove(current, ctx) {
    await assertSupplyNotDeducted(ctx.tx, current.id as string, current);
    await ctx.tx.query('DELETE FROM supplies WHERE id = $1', [current.id]);
  },
};
