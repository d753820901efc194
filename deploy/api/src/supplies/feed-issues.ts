import { Type } from '@sinclair/typebox';
import { assertHolds } from '../auth/permissions';
import { cents } from '../domain/pay';
import { fieldError } from '../http/errors';
import { assertSupplyNotDeducted } from '../payments/pay-runs/paid-records';
import { DateTimeInput, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import { assertRoleLink } from '../resources/references';
import { farmerColumns, farmerFields } from '../resources/role-link-columns';
import type { ResourceDef } from '../resources/types';
import { assertCents, assertInStock, FEED_CATEGORIES, lockProduct } from './feed-stock';
import { product, PRODUCT_KEY_FIELDS, PRODUCT_NAME_FIELD, productJson } from './feed-product-columns';

export const FeedIssue = Type.Object(
  {
    id: Uuid({ description: 'The supply this issue is: GET /supplies/{id} answers it too.' }),
    organization_id: Uuid(),
    product_id: Uuid(),
    product_name: Type.String(),
    unit: Type.String(),
    category: StringEnum(FEED_CATEGORIES),
    producer_id: Uuid({ description: "The farmer's Producer link." }),
    farmer_name: Nullable(Type.String()),
    member_id: Nullable(Type.String()),
    quantity: Type.Number({ description: 'Units issued.' }),
    unit_price: Type.Number({ description: 'KSh per unit charged: the product’s price when issued.' }),
    total_cost: Type.Number({ description: 'KSh the farmer owes: quantity x unit_price, deducted from pay.' }),
    issued_at: Type.String({ format: 'date-time' }),
    status: Type.String({ description: "The supply's status: 'delivered' when issued." }),
    notes: Type.String(),
  },
  { title: 'FeedIssue' },
);

export const FeedIssueCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    product_id: Uuid({ description: 'An active product of the organisation.' }),
    producer_id: Uuid({ description: 'A Producer link of the organisation.' }),
    quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'Units, at most what is in stock.' }),
    issued_at: Type.Optional(DateTimeInput({ description: 'Default now; not in the future.' })),
    notes: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { title: 'FeedIssueCreate', additionalProperties: false },
);

const UNIT_PRICE = 'round(t.total_cost / t.quantity, 2)';

/**
 * What the store issued to farmers: the supplies that name a product (migration 017). Issuing
 * writes the supply (delivered, on credit: pay deducts it) after locking the product and
 * checking its stock; deleting one takes the goods back into the store.
 */
export const feedIssues: ResourceDef = {
  name: 'feed-issues',
  label: 'Stock issue',
  tag: 'Feed management',
  access: { list: 'feed_store:read', get: 'feed_store:read', create: 'feed_store:create', delete: 'feed_store:delete' },
  operations: ['list', 'get', 'create', 'delete'],
  table: 'supplies',
  select: () =>
    `t.id, t.organization_id, t.product_id, ${product('name')} AS product_name, ${product('unit')} AS unit,
     t.supply_category AS category, t.producer_id, ${farmerColumns()}, t.quantity,
     ${UNIT_PRICE} AS unit_price, t.total_cost, t.supplied_at, t.status, coalesce(t.supplier_details->>'notes', '') AS notes`,
  fields: {
    ...PRODUCT_KEY_FIELDS,
    producer_id: { sql: 't.producer_id', type: 'uuid', filter: true },
    ...PRODUCT_NAME_FIELD,
    category: { sql: 't.supply_category', type: 'text', filter: true, sort: true },
    ...farmerFields(),
    quantity: { sql: 't.quantity', type: 'number', sort: true },
    unit_price: { sql: UNIT_PRICE, type: 'number', sort: true },
    total_cost: { sql: 't.total_cost', type: 'number', sort: true, notNull: true },
    issued_at: { sql: 't.supplied_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    status: { sql: 't.status', type: 'text', filter: true, sort: true },
  },
  defaultSort: '-issued_at',
  period: { sql: 't.supplied_at', description: 'Stock issued on these days.' },
  // No orgColumn: the scope also keeps the supplies that are not issues out.
  scope: (orgs) => `t.organization_id = ANY(${orgs}) AND t.product_id IS NOT NULL`,
  ownedByOrganization: true,
  // Never updated (an issue is taken back by deleting it); every resource names a schema.
  schemas: { item: FeedIssue, create: FeedIssueCreate, update: FeedIssueCreate },
  defaults: { notes: '' },
  toJson: (row) => ({
    ...productJson(row),
    unit: row.unit,
    category: row.category,
    producer_id: row.producer_id,
    farmer_name: row.farmer_name ?? null,
    member_id: row.member_id ?? null,
    quantity: Number(row.quantity),
    unit_price: Number(row.unit_price),
    total_cost: Number(row.total_cost),
    issued_at: iso(row.supplied_at),
    status: row.status,
    notes: row.notes ?? '',
  }),
  async toColumns(input, ctx) {
    const organizationId = ctx.organizationId!;
    // An issue is a supply: whoever issues must also be allowed to record one.
    if (ctx.caller.held) assertHolds(ctx.caller.held, organizationId, 'supplies:create');
    assertCents('quantity', input.quantity);
    await assertRoleLink(ctx.tx, input.producer_id as string, organizationId, 'Producer', 'producer_id');
    if (input.issued_at) {
      const { rows } = await ctx.tx.query<{ future: boolean }>(
        "SELECT $1::timestamptz > now() + interval '5 minutes' AS future",
        [input.issued_at],
      );
      if (rows[0].future) throw fieldError('issued_at', 'must not be in the future');
    }
    const locked = await lockProduct(ctx.tx, input.product_id as string, organizationId);
    if (!locked.active) throw fieldError('product_id', `${locked.name} is inactive and cannot be issued`);
    const quantity = input.quantity as number;
    assertInStock(locked, quantity);
    const notes = String(input.notes ?? '').trim();
    return {
      producer_id: input.producer_id,
      product_id: locked.id,
      quantity,
      // jsonb travels as text: drivers would turn a JS array into a PostgreSQL array.
      supply_items: JSON.stringify([{ item: locked.name, quantity }]),
      total_cost: cents(quantity * locked.unit_price),
      ...(input.issued_at ? { supplied_at: input.issued_at } : {}),
      status: 'delivered',
      supplier_details: JSON.stringify({ name: 'Feed store', ...(notes ? { notes } : {}) }),
      supply_category: locked.category,
    };
  },
  /** Takes the goods back into the store, unless approved pay has already deducted the supply. */
  async remove(current, { tx, caller, organizationId }) {
    if (caller.held) assertHolds(caller.held, organizationId!, 'supplies:delete');
    const asSupply = { ...current, timestamp: current.issued_at };
    await assertSupplyNotDeducted(tx, current.id as string, asSupply);
    await tx.query('DELETE FROM supplies WHERE id = $1', [current.id]);
  },
};
