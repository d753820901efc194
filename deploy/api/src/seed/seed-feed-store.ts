import type { Queryable } from '../db/database';
import { addDays, at, kenyanDay, MINUTE_MS } from './demo-time';
import { insertMany } from '../db/insert-many';
import { Prng } from './prng';
import type { DemoWorld } from './seed-organisation';

export interface FeedStoreCounts {
  feedProducts: number;
  feedReceipts: number;
  feedIssues: number;
}

interface DemoProduct {
  name: string;
  category: 'feed' | 'seeds' | 'veterinary' | 'equipment';
  unit: string;
  price: number;
  cost: number;
  reorder: number;
  /** Units per delivery from the supplier, and the days (before today) deliveries came. */
  restock: number;
  restockDays: number[];
  /** Chance a farmer takes some on a given day, and how many at most. */
  demand: number;
  most: number;
  supplier: string;
}

// A cooperative store's shelves, KSh prices of 2025-2026 agro-vets. Acaricide was last restocked
// two months ago and has run below its reorder level: the Products tab shows the Low stock badge.
const CATALOGUE: DemoProduct[] = [
  {
    name: 'Dairy meal 70 kg',
    category: 'feed',
    unit: 'bag',
    price: 3200,
    cost: 2850,
    reorder: 20,
    restock: 120,
    restockDays: [88, 60, 32, 6],
    demand: 0.004,
    most: 3,
    supplier: 'Unga Farm Care',
  },
  {
    name: 'Calf pellets 50 kg',
    category: 'feed',
    unit: 'bag',
    price: 2800,
    cost: 2450,
    reorder: 10,
    restock: 40,
    restockDays: [85, 45, 12],
    demand: 0.0012,
    most: 2,
    supplier: 'Unga Farm Care',
  },
  {
    name: 'Maclick Super mineral lick 2 kg',
    category: 'feed',
    unit: 'block',
    price: 650,
    cost: 520,
    reorder: 15,
    restock: 60,
    restockDays: [80, 40, 10],
    demand: 0.002,
    most: 2,
    supplier: 'Cooper K-Brands',
  },
  {
    name: 'Molasses 20 L',
    category: 'feed',
    unit: 'jerrycan',
    price: 1100,
    cost: 900,
    reorder: 5,
    restock: 20,
    restockDays: [75, 20],
    demand: 0.0006,
    most: 1,
    supplier: 'Kibos Sugar',
  },
  {
    name: 'Boma Rhodes grass seed 1 kg',
    category: 'seeds',
    unit: 'packet',
    price: 1200,
    cost: 950,
    reorder: 10,
    restock: 30,
    restockDays: [70, 25],
    demand: 0.0008,
    most: 2,
    supplier: 'Kenya Seed Company',
  },
  {
    name: 'Napier grass splits (100)',
    category: 'seeds',
    unit: 'bundle',
    price: 500,
    cost: 380,
    reorder: 10,
    restock: 40,
    restockDays: [65, 22],
    demand: 0.0009,
    most: 3,
    supplier: 'KALRO Muguga',
  },
  {
    name: 'Albendazole dewormer 1 L',
    category: 'veterinary',
    unit: 'bottle',
    price: 1800,
    cost: 1450,
    reorder: 6,
    restock: 24,
    restockDays: [82, 30],
    demand: 0.0008,
    most: 1,
    supplier: 'Elgon Kenya',
  },
  {
    name: 'Acaricide 100 ml',
    category: 'veterinary',
    unit: 'bottle',
    price: 450,
    cost: 340,
    reorder: 20,
    restock: 50,
    restockDays: [62],
    demand: 0.0015,
    most: 2,
    supplier: 'Elgon Kenya',
  },
  {
    name: 'Aluminium milk can 10 L',
    category: 'equipment',
    unit: 'can',
    price: 4200,
    cost: 3600,
    reorder: 3,
    restock: 10,
    restockDays: [78],
    demand: 0.0002,
    most: 1,
    supplier: 'Dairy Equipment Ltd',
  },
];

// Its own sequence: adding the store leaves every other demo figure drawn as before.
const STORE_SEED = 1117;

/**
 * The co-op store of a demo cooperative: its catalogue, deliveries from suppliers over the
 * history and what farmers took on credit (supplies naming the product, delivered, so the pay
 * runs deduct them). Day by day, receipts first, an issue only from stock on hand.
 */
export async function seedFeedStore(
  tx: Queryable,
  world: DemoWorld,
  size: { now: Date; days: number },
  seed: number,
): Promise<FeedStoreCounts> {
  const rng = new Prng(seed + STORE_SEED + world.demo.name.length);
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const history = Math.min(size.days, 90);
  const products = CATALOGUE.map((product) => ({ ...product, id: rng.uuid(), onHand: 0 }));
  const created = new Date(at(addDays(today, -history - 5), '08:00'));
  await insertMany(
    tx,
    'feed_products',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['name', 'text'],
      ['category', 'text'],
      ['unit', 'text'],
      ['unit_price', 'numeric'],
      ['reorder_level', 'numeric'],
      ['created_at', 'timestamptz'],
    ],
    products.map((p) => [p.id, world.orgId, p.name, p.category, p.unit, p.price, p.reorder, created]),
  );

  const receipts: unknown[][] = [];
  const issues: unknown[][] = [];
  for (let back = history - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    for (const product of products) {
      if (!product.restockDays.includes(back)) continue;
      product.onHand += product.restock;
      const when = new Date(at(day, '08:30'));
      receipts.push([
        rng.uuid(),
        world.orgId,
        product.id,
        product.restock,
        product.cost,
        product.restock * product.cost,
        product.supplier,
        day,
        '',
        world.adminId,
        when,
      ]);
    }
    for (const farmer of world.farmers) {
      for (const product of products) {
        if (!rng.chance(product.demand)) continue;
        const quantity = rng.int(1, product.most);
        const when = at(day, '09:00') + rng.int(0, 420) * MINUTE_MS;
        if (quantity > product.onHand || when > now) continue;
        product.onHand -= quantity;
        issues.push([
          rng.uuid(),
          world.orgId,
          farmer.id,
          product.id,
          quantity,
          [{ item: product.name, quantity }],
          quantity * product.price,
          new Date(when),
          'delivered',
          { name: 'Feed store' },
          product.category,
        ]);
      }
    }
  }
  await insertMany(
    tx,
    'feed_receipts',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['product_id', 'uuid'],
      ['quantity', 'numeric'],
      ['unit_cost', 'numeric'],
      ['total_cost', 'numeric'],
      ['supplier_name', 'text'],
      ['received_on', 'date'],
      ['notes', 'text'],
      ['created_by', 'uuid'],
      ['created_at', 'timestamptz'],
    ],
    receipts,
  );
  await insertMany(
    tx,
    'supplies',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['product_id', 'uuid'],
      ['quantity', 'numeric'],
      ['supply_items', 'jsonb'],
      ['total_cost', 'numeric'],
      ['supplied_at', 'timestamptz'],
      ['status', 'text'],
      ['supplier_details', 'jsonb'],
      ['supply_category', 'text'],
    ],
    issues,
  );
  return { feedProducts: products.length, feedReceipts: receipts.length, feedIssues: issues.length };
}
