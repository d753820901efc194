import { Type } from '@sinclair/typebox';
import { cents } from '../domain/pay';
import { conflict, fieldError } from '../http/errors';
import { DateOnly, iso, Nullable, StringEnum, Uuid } from '../schemas/common';
import type { ResourceDef } from '../resources/types';
import { product, PRODUCT_KEY_FIELDS, PRODUCT_NAME_FIELD, productJson } from './feed-product-columns';
import { assertCents, FEED_CATEGORIES, lockProduct, quantityWithUnit, requiredText } from './feed-stock';

export const FeedReceipt = Type.Object(
  {
    id: Uuid(),
    organization_id: Uuid(),
    product_id: Uuid(),
    product_name: Type.String(),
    category: StringEnum(FEED_CATEGORIES),
    unit: Type.String(),
    quantity: Type.Number({ description: 'Units received.' }),
    unit_cost: Type.Number({ description: 'KSh the store paid per unit.' }),
    total_cost: Type.Number({ description: 'KSh: quantity x unit_cost, to the cent.' }),
    supplier_name: Type.String(),
    received_on: DateOnly(),
    notes: Type.String(),
    created_by: Nullable(Uuid()),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'FeedReceipt' },
);

export const FeedReceiptCreate = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
    product_id: Uuid({ description: 'A product of the organisation.' }),
    quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'Units, at most 2 decimals.' }),
    unit_cost: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'KSh per unit, to the cent.' }),
    supplier_name: Type.String({ minLength: 1, maxLength: 200 }),
    received_on: DateOnly({ description: 'The day the stock came in; not in the future.' }),
    notes: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { title: 'FeedReceiptCreate', additionalProperties: false },
);

/**
 * Stock received into the store (migration 017). Recorded and deleted, never edited: a wrong
 * receipt is deleted and entered again, and deleting one that was already issued out is refused.
 */
export const feedReceipts: ResourceDef = {
  name: 'feed-receipts',
  label: 'Stock receipt',
  tag: 'Feed management',
  access: 'feed_store',
  operations: ['list', 'get', 'create', 'delete'],
  table: 'feed_receipts',
  select: () =>
    `t.id, t.organization_id, t.product_id, ${product('name')} AS product_name, ${product('category')} AS category,
     ${product('unit')} AS unit, t.quantity, t.unit_cost, t.total_cost, t.supplier_name,
     to_char(t.received_on, 'YYYY-MM-DD') AS received_on, t.notes, t.created_by, t.created_at`,
  fields: {
    ...PRODUCT_KEY_FIELDS,
    ...PRODUCT_NAME_FIELD,
    category: { sql: product('category'), type: 'text', filter: true, sort: true },
    quantity: { sql: 't.quantity', type: 'number', sort: true, notNull: true },
    unit_cost: { sql: 't.unit_cost', type: 'number', sort: true, notNull: true },
    total_cost: { sql: 't.total_cost', type: 'number', sort: true, notNull: true },
    supplier_name: { sql: 't.supplier_name', type: 'text', filter: true, sort: true, search: true, notNull: true },
    received_on: { sql: 't.received_on', type: 'timestamp', filter: true, sort: true, notNull: true },
    notes: { sql: 't.notes', type: 'text', search: true },
    created_at: { sql: 't.created_at', type: 'timestamp', sort: true, notNull: true },
  },
  defaultSort: '-received_on',
  period: { sql: 't.received_on', description: 'Stock received on these days.' },
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  ownedByOrganization: true,
  // Never updated: the schema is only there because every resource names one.
  schemas: { item: FeedReceipt, create: FeedReceiptCreate, update: FeedReceiptCreate },
  defaults: { notes: '' },
  toJson: (row) => ({
    ...productJson(row),
    category: row.category,
    unit: row.unit,
    quantity: Number(row.quantity),
    unit_cost: Number(row.unit_cost),
    total_cost: Number(row.total_cost),
    supplier_name: row.supplier_name,
    received_on: row.received_on,
    notes: row.notes,
    created_by: row.created_by ?? null,
    created_at: iso(row.created_at),
  }),
  async toColumns(input, ctx) {
    assertCents('quantity', input.quantity);
    assertCents('unit_cost', input.unit_cost);
    const { rows } = await ctx.tx.query<{ future: boolean; known: boolean }>(
      `SELECT $1::date > current_date AS future,
              EXISTS (SELECT 1 FROM feed_products WHERE id = $2 AND organization_id = $3) AS known`,
      [input.received_on, input.product_id, ctx.organizationId],
    );
    if (!rows[0].known) throw fieldError('product_id', 'is not a product of this organisation');
    // "Today" is the organisation's: reads and writes run in its time zone.
    if (rows[0].future) throw fieldError('received_on', 'must not be in the future');
    return {
      product_id: input.product_id,
      quantity: input.quantity,
      unit_cost: input.unit_cost,
      total_cost: cents((input.quantity as number) * (input.unit_cost as number)),
      supplier_name: requiredText('supplier_name', input.supplier_name),
      received_on: input.received_on,
      notes: String(input.notes ?? '').trim(),
      created_by: ctx.caller.userId,
    };
  },
  /**
   * Taking a receipt back must not leave less than nothing: the product is locked as an issue
   * locks it, so an issue and this delete cannot both spend the same stock.
   */
  async remove(current, { tx, organizationId }) {
    const locked = await lockProduct(tx, current.product_id as string, organizationId!);
    const quantity = current.quantity as number;
    if (locked.on_hand < quantity) {
      throw conflict(
        `Only ${quantityWithUnit(Math.max(locked.on_hand, 0), locked.unit)} of ${locked.name} remain in stock: ` +
          `this receipt of ${quantityWithUnit(quantity, locked.unit)} has already been issued out`,
      );
    }
    await tx.query('DELETE FROM feed_receipts WHERE id = $1', [current.id]);
  },
};
