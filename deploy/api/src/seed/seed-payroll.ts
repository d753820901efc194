import type { Queryable } from '../db/database';
import { addDays, at, kenyanDay, MINUTE_MS, monthBounds } from './demo-time';
import { insertMany } from '../db/insert-many';
import type { Prng } from './prng';
import type { DemoWorld, OrganisationSize } from './seed-organisation';

export interface PayrollCounts {
  supplies: number;
  advances: number;
}

/** Agro-vet items a cooperative stocks, with their KSh price. */
const CATALOGUE: Record<string, Array<[item: string, price: number]>> = {
  feeds: [
    ['Dairy meal 70 kg', 3200],
    ['Maclick Super mineral lick 2 kg', 650],
    ['Hay bale', 350],
    ['Molasses 20 L', 1100],
  ],
  seeds: [
    ['Boma Rhodes grass seed 1 kg', 1200],
    ['Desmodium seed 1 kg', 2500],
    ['Napier grass splits (100)', 500],
  ],
  veterinary: [
    ['Albendazole dewormer 1 L', 1800],
    ['Acaricide 100 ml', 450],
    ['Teat dip 5 L', 1500],
  ],
  equipment: [
    ['Aluminium milk can 10 L', 4200],
    ['Milking salve 500 g', 380],
  ],
};
const CATEGORIES = Object.keys(CATALOGUE);
const SUPPLIERS = [
  { name: 'Unga Farm Care', phone: '+254709861000' },
  { name: 'Cooperative agro-vet store', phone: '+254720555111' },
  { name: 'Elgon Kenya', phone: '+254722203441' },
];

/**
 * What pay is computed from besides the milk: supplies taken on credit over the months of the
 * history, a few cash advances, the cooperative's rates and quality rules. The payments
 * themselves come from pay runs over all of it (seed-pay-runs.ts).
 */
export async function seedPayroll(
  tx: Queryable,
  world: DemoWorld,
  rng: Prng,
  size: OrganisationSize,
): Promise<PayrollCounts> {
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const firstDay = addDays(today, -(size.days - 1));
  const { orgId } = world;
  // Supplies: about one farmer in three takes something each month.
  const supplies: unknown[][] = [];
  for (const farmer of world.farmers) {
    for (let offset = -3; offset <= 0; offset++) {
      if (!rng.chance(0.33)) continue;
      const month = monthBounds(today, offset);
      const from = month.start < firstDay ? firstDay : month.start;
      const to = month.end > today ? today : month.end;
      if (from > to) continue;
      const span = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
      const day = addDays(from, rng.int(0, span));
      const when = at(day, '10:00') + rng.int(0, 360) * MINUTE_MS;
      if (when > now) continue;
      const category = rng.pick(CATEGORIES);
      const items = [...CATALOGUE[category]].filter(() => rng.chance(0.5));
      if (items.length === 0) items.push(rng.pick(CATALOGUE[category]));
      const lines = items.map(([item, price]) => ({ item, quantity: rng.int(1, 3), price }));
      const cost = lines.reduce((sum, l) => sum + l.quantity * l.price, 0);
      const status =
        offset === 0 && day > addDays(today, -5) ? 'ordered' : rng.chance(0.04) ? 'cancelled' : 'delivered';
      supplies.push([
        rng.uuid(),
        orgId,
        farmer.id,
        lines.map(({ item, quantity }) => ({ item, quantity })),
        cost,
        new Date(when),
        status,
        rng.pick(SUPPLIERS),
        category,
      ]);
    }
  }

  await insertMany(
    tx,
    'supplies',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['supply_items', 'jsonb'],
      ['total_cost', 'numeric'],
      ['supplied_at', 'timestamptz'],
      ['status', 'text'],
      ['supplier_details', 'jsonb'],
      ['supply_category', 'text'],
    ],
    supplies,
  );
  const advances = seedAdvances(world, rng, today, firstDay);
  await insertMany(
    tx,
    'advances',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['amount', 'numeric'],
      ['advanced_on', 'date'],
      ['reason', 'text'],
    ],
    advances,
  );
  await seedRates(tx, world, rng, firstDay);
  return { supplies: supplies.length, advances: advances.length };
}

const ADVANCE_REASONS = [
  'School fees',
  'Hospital bill',
  'Vet bill for a sick cow',
  'Artificial insemination',
  'Funeral contribution',
];

/** About one farmer in twenty-five took a cash advance during the history. */
function seedAdvances(world: DemoWorld, rng: Prng, today: string, firstDay: string): unknown[][] {
  const span = Math.round((Date.parse(today) - Date.parse(firstDay)) / 86_400_000);
  const rows: unknown[][] = [];
  for (const farmer of world.farmers) {
    if (!rng.chance(0.04)) continue;
    rows.push([
      rng.uuid(),
      world.orgId,
      farmer.id,
      rng.int(2, 10) * 500,
      addDays(firstDay, rng.int(0, span)),
      rng.pick(ADVANCE_REASONS),
    ]);
  }
  return rows;
}

/**
 * The cooperative's pay rules from the start of the history: one farmer in ten on a rate of
 * their own (a quality premium), the first route's rate (a far route pays a little more for
 * the milk's longer trip), and the usual quality adjustments per litre.
 */
async function seedRates(tx: Queryable, world: DemoWorld, rng: Prng, firstDay: string): Promise<void> {
  const rate = world.demo.defaultRate;
  const rows: unknown[][] = world.farmers
    .filter(() => rng.chance(0.1))
    .map((farmer) => [rng.uuid(), world.orgId, 'farmer', farmer.id, null, rate + 3, firstDay]);
  rows.push([rng.uuid(), world.orgId, 'route', null, world.routeIds[0], rate + 1, firstDay]);
  await insertMany(
    tx,
    'pay_rates',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['kind', 'text'],
      ['producer_id', 'uuid'],
      ['route_id', 'uuid'],
      ['rate_per_litre', 'numeric'],
      ['effective_from', 'date'],
    ],
    rows,
  );
  const rules: Array<[string, string, number, number]> = [
    ['scc', 'below', 200_000, 1.5],
    ['scc', 'above', 400_000, -2],
    ['fat_pct', 'at_or_above', 4, 1],
  ];
  await insertMany(
    tx,
    'quality_adjustments',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['measure', 'text'],
      ['comparison', 'text'],
      ['threshold', 'numeric'],
      ['amount_per_litre', 'numeric'],
      ['effective_from', 'date'],
    ],
    rules.map(([measure, comparison, threshold, amount]) => [
      rng.uuid(),
      world.orgId,
      measure,
      comparison,
      threshold,
      amount,
      firstDay,
    ]),
  );
}
