import { Type } from '@sinclair/typebox';
import { conflict } from '../http/errors';
import { iso, StringEnum, Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';
import { assertCents, FEED_CATEGORIES, requiredText, stockSql } from './feed-stock';

export const FeedProduct = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    name: Type.String({ description: "What the store sells, e.g. 'Dairy meal 70 kg'." }),
    category: StringEnum(FEED_CATEGORIES),
    unit: Type.String({ description: "What one of it is: 'bag', '2 kg block', '1 L bottle'." }),
    unit_price: Type.Number({ description: 'KSh a farmer pays per unit (what an issue costs them).' }),
    reorder_level: Type.Number({ description: 'Units: below it the product is low on stock.' }),
    active: Type.Boolean({ description: 'Inactive products stay in the catalogue but cannot be issued.' }),
    received: Type.Number({ description: 'Units received into the store, all time.' }),
    issued: Type.Number({ description: 'Units issued to farmers (supplies naming the product), all time.' }),
    stock_on_hand: Type.Number({ description: 'received - issued.' }),
    low_stock: Type.Boolean({ description: 'stock_on_hand < reorder_level.' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'FeedProduct' },
);

const editable = {
  organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  category: StringEnum(FEED_CATEGORIES),
  unit: Type.String({ minLength: 1, maxLength: 50 }),
  unit_price: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'KSh, to the cent.' }),
  reorder_level: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Units; default 0 (never low).' }),
  ),
  active: Type.Optional(Type.Boolean({ description: 'Default true.' })),
};
export const FeedProductCreate = Type.Object(editable, { title: 'FeedProductCreate', additionalProperties: false });
export const FeedProductUpdate = Type.Partial(Type.Object(editable), {
  title: 'FeedProductUpdate',
  additionalProperties: false,
});

const stock = stockSql('t.id');
const LOW_STOCK = `(${stock.onHand} < t.reorder_level)`;

/**
 * The store's catalogue (migration 017), each product with its stock on hand computed from
 * receipts and issues. A catalogue is tens of products, so the per-row sums are cheap; each
 * reads an index on product_id.
 */
export const feedProducts: ResourceDef = {
  name: 'feed-products',
  label: 'Product',
  tag: 'Feed management',
  access: 'feed_store',
  table: 'feed_products',
  select: () =>
    `t.id, t.organization_id, t.name, t.category, t.unit, t.unit_price, t.reorder_level, t.active, t.created_at,
     ${stock.received} AS received, ${stock.issued} AS issued`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true },
    organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
    name: { sql: 't.name', type: 'text', filter: true, sort: true, search: true, notNull: true },
    category: { sql: 't.category', type: 'text', filter: true, sort: true, search: true, notNull: true },
    unit: { sql: 't.unit', type: 'text', sort: true, search: true, notNull: true },
    unit_price: { sql: 't.unit_price', type: 'number', filter: true, sort: true, notNull: true },
    reorder_level: { sql: 't.reorder_level', type: 'number', sort: true, notNull: true },
    active: { sql: 't.active', type: 'boolean', filter: true, sort: true, notNull: true },
    stock_on_hand: { sql: stock.onHand, type: 'number', sort: true, notNull: true },
    low_stock: { sql: LOW_STOCK, type: 'boolean', filter: true, sort: true, notNull: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: 'name',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  schemas: { item: FeedProduct, create: FeedProductCreate, update: FeedProductUpdate },
  defaults: { reorder_level: 0, active: true },
  toJson: (row) => {
    const received = Number(row.received);
    const issued = Number(row.issued);
    const onHand = Math.round((received - issued) * 100) / 100;
    return {
      id: row.id,
      organization_id: row.organization_id,
      name: row.name,
      category: row.category,
      unit: row.unit,
      unit_price: Number(row.unit_price),
      reorder_level: Number(row.reorder_level),
      active: row.active,
      received,
      issued,
      stock_on_hand: onHand,
      low_stock: onHand < Number(row.reorder_level),
      created_at: iso(row.created_at),
    };
  },
  async toColumns(input) {
    assertCents('unit_price', input.unit_price);
    assertCents('reorder_level', input.reorder_level);
    return {
      name: requiredText('name', input.name),
      category: input.category,
      unit: requiredText('unit', input.unit),
      unit_price: input.unit_price,
      reorder_level: input.reorder_level,
      active: input.active,
    };
  },
  /** Only a product the store never moved: one with receipts or issues is made inactive instead. */
  async remove(current, { tx }) {
    const { rows } = await tx.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM feed_receipts WHERE product_id = $1) OR EXISTS (SELECT 1 FROM supplies WHERE product_id = $1) AS used`,
      [current.id],
    );
    if (rows[0].used) {
      throw conflict(`${String(current.name)} has stock received or issued: mark it inactive instead of deleting it`);
    }
    await tx.query('DELETE FROM feed_products WHERE id = $1', [current.id]);
  },
};
