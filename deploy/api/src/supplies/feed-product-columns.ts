import type { Row } from '../db/database';
import type { FieldDef } from '../resources/types';

// A receipt and an issue both name a store product (product_id): their lists show the product
// read per row by its primary key, and filter by the same keys.

/** SQL: `column` of the row's product. */
export const product = (column: string) => `(SELECT p.${column} FROM feed_products p WHERE p.id = t.product_id)`;

export const PRODUCT_KEY_FIELDS = {
  id: { sql: 't.id', type: 'uuid', filter: true },
  organization_id: { sql: 't.organization_id', type: 'uuid', filter: true },
  product_id: { sql: 't.product_id', type: 'uuid', filter: true },
} satisfies Record<string, FieldDef>;

export const PRODUCT_NAME_FIELD = {
  product_name: { sql: product('name'), type: 'text', sort: true, search: true },
} satisfies Record<string, FieldDef>;

/** The leading columns of a receipt or issue as JSON. */
export const productJson = (row: Row) => ({
  id: row.id,
  organization_id: row.organization_id,
  product_id: row.product_id,
  product_name: row.product_name,
});
