import type { Queryable } from '../db/database';
import { cents, DAYS_TO_PAY } from '../domain/pay';
import { addDays, at, kenyanDay, MINUTE_MS, monthBounds } from './demo-time';
import { insertMany } from './insert-many';
import type { Prng } from './prng';
import type { AcceptedTenths } from './seed-milk';
import type { DemoWorld, OrganisationSize } from './seed-organisation';

export interface PayrollCounts {
  supplies: number;
  payments: number;
}

/** Agro-vet items a cooperative stocks, with their KSh price. */
const CATALOGUE: Record<string, Array<[item: string, price: number]>> = {
  feeds: [['Dairy meal 70 kg', 3200], ['Maclick Super mineral lick 2 kg', 650], ['Hay bale', 350], ['Molasses 20 L', 1100]],
  seeds: [['Boma Rhodes grass seed 1 kg', 1200], ['Desmodium seed 1 kg', 2500], ['Napier grass splits (100)', 500]],
  veterinary: [['Albendazole dewormer 1 L', 1800], ['Acaricide 100 ml', 450], ['Teat dip 5 L', 1500]],
  equipment: [['Aluminium milk can 10 L', 4200], ['Milking salve 500 g', 380]],
};
const CATEGORIES = Object.keys(CATALOGUE);
const SUPPLIERS = [
  { name: 'Unga Farm Care', phone: '+254709861000' },
  { name: 'Cooperative agro-vet store', phone: '+254720555111' },
  { name: 'Elgon Kenya', phone: '+254722203441' },
];
const METHODS = ['mobile_money', 'mobile_money', 'mobile_money', 'mobile_money', 'mobile_money', 'mobile_money', 'mobile_money',
  'bank_transfer', 'bank_transfer', 'cash'] as const;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';


/**
 * Supplies taken on credit over the months of the milk history, and three monthly pay
 * periods: the two older completed with their payout references (a few stuck: pending past
 * due, or failed), the latest pending. A payment's litres are the farmer's
 * accepted litres of the month; its deductions the supplies delivered to them that month,
 * capped at the gross amount.
 */
export async function seedPayroll(
  tx: Queryable,
  world: DemoWorld,
  rng: Prng,
  size: OrganisationSize,
  accepted: AcceptedTenths,
): Promise<PayrollCounts> {
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const firstDay = addDays(today, -(size.days - 1));
  const { orgId, demo } = world;
  const references = new Set<string>();
  const reference = (method: string, paidDay: string): string => {
    let ref: string;
    do {
      const tail = Array.from({ length: 9 }, () => rng.pick([...ALPHANUMERIC])).join('');
      ref = method === 'mobile_money' ? `U${tail}` : method === 'bank_transfer' ? `FT${paidDay.slice(2).replace(/-/g, '')}${tail.slice(0, 5)}` : `RCPT-${rng.digits(6)}`;
    } while (references.has(ref));
    references.add(ref);
    return ref;
  };

  // Supplies: about one farmer in three takes something each month.
  const supplies: unknown[][] = [];
  const deliveredCost = new Map<string, Map<string, number>>(); // farmer -> month -> KSh
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
      const status = offset === 0 && day > addDays(today, -5) ? 'ordered' : rng.chance(0.04) ? 'cancelled' : 'delivered';
      supplies.push([
        rng.uuid(), orgId, farmer.id, lines.map(({ item, quantity }) => ({ item, quantity })), cost, new Date(when), status,
        rng.pick(SUPPLIERS), category,
      ]);
      if (status === 'delivered') {
        const key = day.slice(0, 7);
        const perMonth = deliveredCost.get(farmer.id) ?? new Map<string, number>();
        perMonth.set(key, (perMonth.get(key) ?? 0) + cost);
        deliveredCost.set(farmer.id, perMonth);
      }
    }
  }

  const payments: unknown[][] = [];
  for (const farmer of world.farmers) {
    const method = rng.pick(METHODS);
    // One farmer in ten earns a quality premium on the cooperative's rate.
    const rate = demo.defaultRate + (rng.chance(0.1) ? 3 : 0);
    const perDay = accepted.get(farmer.id);
    for (const offset of [-3, -2, -1]) {
      const month = monthBounds(today, offset);
      let tenths = 0;
      for (const [day, litres] of perDay ?? []) if (day >= month.start && day <= month.end) tenths += litres;
      if (tenths === 0) continue;
      const litres = tenths / 10;
      const gross = cents(litres * rate);
      const deductions = Math.min(gross, deliveredCost.get(farmer.id)?.get(month.start.slice(0, 7)) ?? 0);
      const due = cents(gross - deductions);
      const latest = offset === -1;
      // The cooperative pays in the first days of the next month.
      const dueDate = addDays(month.end, DAYS_TO_PAY);
      let status = 'pending';
      let paidAt: Date | null = null;
      let ref: string | null = null;
      const roll = rng.next();
      if (latest) {
        if (roll < 0.05) status = 'in_progress';
      } else if (roll < 0.03) {
        // A few payouts of older months are stuck: the farmer's line or account changed.
        status = roll < 0.01 ? 'failed' : 'pending';
      } else {
        status = 'completed';
        const paidDay = addDays(dueDate, rng.int(-1, 1));
        paidAt = new Date(Math.min(now, at(paidDay, '10:00') + rng.int(0, 300) * MINUTE_MS));
        ref = reference(method, kenyanDay(paidAt.getTime()));
      }
      payments.push([
        rng.uuid(), orgId, farmer.id, month.start, month.end, litres, rate, gross, deductions, due, dueDate, method, status,
        paidAt, paidAt ? due : null, ref, new Date(Date.parse(`${month.end}T20:00:00+03:00`)),
      ]);
    }
  }

  await insertMany(
    tx,
    'supplies',
    [
      ['id', 'uuid'], ['organization_id', 'uuid'], ['producer_id', 'uuid'], ['supply_items', 'jsonb'], ['total_cost', 'numeric'],
      ['supplied_at', 'timestamptz'], ['status', 'text'], ['supplier_details', 'jsonb'], ['supply_category', 'text'],
    ],
    supplies,
  );
  await insertMany(
    tx,
    'payments',
    [
      ['id', 'uuid'], ['organization_id', 'uuid'], ['producer_id', 'uuid'], ['period_start', 'date'], ['period_end', 'date'],
      ['litres', 'numeric'], ['rate_per_litre', 'numeric'], ['gross_amount', 'numeric'], ['deductions', 'numeric'],
      ['amount_due', 'numeric'], ['due_date', 'date'], ['payment_method', 'text'], ['status', 'text'],
      ['paid_at', 'timestamptz'], ['amount_paid', 'numeric'], ['transaction_reference', 'text'], ['created_at', 'timestamptz'],
    ],
    payments,
  );
  return { supplies: supplies.length, payments: payments.length };
}
