import type { Queryable } from '../db/database';
import { cents } from '../domain/pay';
import { conflict, fieldError } from '../http/errors';

/** The store's product categories (migration 017's check). */
export const FEED_CATEGORIES = ['feed', 'seeds', 'veterinary', 'equipment'] as const;

// Stock on hand is receipts less issues (supplies naming the product), summed from indexed
// rows every time: there is no stored figure that a failed or racing write could leave wrong.
const received = (product: string) =>
  `coalesce((SELECT sum(r.quantity) FROM feed_receipts r WHERE r.product_id = ${product}), 0)`;
const issued = (product: string) =>
  `coalesce((SELECT sum(s.quantity) FROM supplies s WHERE s.product_id = ${product}), 0)`;

/** SQL of a product's received, issued and on-hand quantities; `product` is its id's SQL. */
export const stockSql = (product: string) => ({
  received: received(product),
  issued: issued(product),
  onHand: `(${received(product)} - ${issued(product)})`,
});

export interface LockedProduct {
  id: string;
  name: string;
  category: string;
  unit: string;
  unit_price: number;
  active: boolean;
  on_hand: number;
}

/**
 * The product row locked for the rest of the transaction, with its stock on hand read after
 * the lock: two issues of the last bag at once queue here, and the second sees the first's
 * supply (PostgreSQL re-reads committed rows in each statement). 400 naming `field` when the
 * product is not the organisation's.
 */
export async function lockProduct(
  tx: Queryable,
  productId: string,
  organizationId: string,
  field = 'product_id',
): Promise<LockedProduct> {
  const locked = await tx.query<{ id: string }>(
    'SELECT id FROM feed_products WHERE id = $1 AND organization_id = $2 FOR UPDATE',
    [productId, organizationId],
  );
  if (locked.rows.length === 0) throw fieldError(field, 'is not a product of this organisation');
  const stock = stockSql('p.id');
  const { rows } = await tx.query<Record<string, unknown>>(
    `SELECT p.id, p.name, p.category, p.unit, p.unit_price, p.active, ${stock.onHand} AS on_hand FROM feed_products p WHERE p.id = $1`,
    [productId],
  );
  const row = rows[0];
  return {
    id: String(row.id),
    name: String(row.name),
    category: String(row.category),
    unit: String(row.unit),
    unit_price: Number(row.unit_price),
    active: Boolean(row.active),
    on_hand: Number(row.on_hand),
  };
}

/** "12", "2.5": a quantity as a person writes it. */
export const quantityText = (quantity: number) => String(Number(quantity.toFixed(2)));

/**
 * "12 bags", "1 bag", "3 kg": the unit's last word takes an s for more than one, unless it is
 * a measure (kg, L, ml) or already ends in s.
 */
export function quantityWithUnit(quantity: number, unit: string): string {
  const words = unit.trim().split(/\s+/);
  const last = words[words.length - 1];
  const countable = quantity !== 1 && last.length > 2 && /[a-z]$/i.test(last) && !/s$/i.test(last);
  if (countable) words[words.length - 1] = `${last}s`;
  return `${quantityText(quantity)} ${words.join(' ')}`;
}

/** Refuses (409 naming quantity) taking more out of the store than it holds. */
export function assertInStock(product: LockedProduct, quantity: number): void {
  if (quantity <= product.on_hand) return;
  const held = Math.max(product.on_hand, 0);
  const message =
    held === 0
      ? `${product.name} is out of stock`
      : `Only ${quantityWithUnit(held, product.unit)} of ${product.name} in stock`;
  throw conflict(message, { quantity: message });
}

/** Quantities and money go to the cent: 400 naming the field otherwise. */
export function assertCents(field: string, value: unknown): void {
  if (typeof value === 'number' && cents(value) !== value) throw fieldError(field, 'must have at most 2 decimals');
}

/** Text that must say something once trimmed. */
export function requiredText(field: string, value: unknown): string {
  const text = String(value ?? '').trim();
  if (!text) throw fieldError(field, 'must not be blank');
  return text;
}
