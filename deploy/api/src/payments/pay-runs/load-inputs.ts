import type { Queryable } from '../../db/database';
import type { Debt, Delivery, FarmerInput, PayRate, QualityRule, RateBook } from '../../domain/pay-computation';

export interface Period {
  organizationId: string;
  start: string;
  end: string;
}

/** The organisation's rates and quality rules (a few rows). */
export async function loadRateBook(tx: Queryable, organizationId: string): Promise<RateBook> {
  // Statements one after the other: a transaction's connection runs one at a time.
  const org = await tx.query<{ rate: string }>(
    'SELECT default_rate_per_litre AS rate FROM organizations WHERE id = $1',
    [organizationId],
  );
  const rates = await tx.query<Record<string, unknown>>(
    `SELECT id, kind, producer_id, route_id, rate_per_litre, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
            to_char(effective_to, 'YYYY-MM-DD') AS effective_to
       FROM pay_rates WHERE organization_id = $1`,
    [organizationId],
  );
  const rules = await tx.query<Record<string, unknown>>(
    `SELECT id, measure, comparison, threshold, amount_per_litre, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
            to_char(effective_to, 'YYYY-MM-DD') AS effective_to
       FROM quality_adjustments WHERE organization_id = $1 ORDER BY effective_from, id`,
    [organizationId],
  );
  return {
    organisationRate: Number(org.rows[0].rate),
    rates: rates.rows.map((row) => ({ ...row, rate_per_litre: Number(row.rate_per_litre) }) as PayRate),
    rules: rules.rows.map(
      (row) =>
        ({ ...row, threshold: Number(row.threshold), amount_per_litre: Number(row.amount_per_litre) }) as QualityRule,
    ),
  };
}

/** Farmers with accepted milk in the period: the ones a run pays. */
export async function farmersWithMilk(tx: Queryable, period: Period): Promise<string[]> {
  const { rows } = await tx.query<{ producer_id: string }>(
    `SELECT DISTINCT producer_id FROM collections
      WHERE organization_id = $1 AND status = 'accepted' AND collected_at >= $2::date AND collected_at < $3::date + 1
      ORDER BY producer_id`,
    [period.organizationId, period.start, period.end],
  );
  return rows.map((row) => row.producer_id);
}

// What is still owed on each supply delivered on credit and each advance up to the period's
// end: its amount less the deductions of payments past draft (a replacement payment copies
// its original's lines, so only originals count).
const DEBTS_SQL = `
  WITH settled AS (
    SELECT l.supply_id, l.advance_id, sum(l.amount) AS amount
      FROM payment_lines l JOIN payments p ON p.id = l.payment_id
     WHERE (l.supply_id = ANY($1::uuid[]) OR l.advance_id = ANY($2::uuid[]))
       AND p.status <> 'draft' AND p.replaces_id IS NULL
     GROUP BY l.supply_id, l.advance_id)
  SELECT * FROM (
    SELECT 'supply' AS kind, s.id, s.producer_id, to_char(s.supplied_at, 'YYYY-MM-DD') AS day, s.supply_items AS items,
           s.supply_category AS detail, s.total_cost + coalesce(st.amount, 0) AS owed
      FROM supplies s LEFT JOIN settled st ON st.supply_id = s.id
     WHERE s.id = ANY($1::uuid[])
    UNION ALL
    SELECT 'advance', a.id, a.producer_id, to_char(a.advanced_on, 'YYYY-MM-DD'), NULL, a.reason, a.amount + coalesce(st.amount, 0)
      FROM advances a LEFT JOIN settled st ON st.advance_id = a.id
     WHERE a.id = ANY($2::uuid[])) debts
   WHERE owed > 0`;

function describeSupply(day: string, items: unknown, category: string): string {
  const list = Array.isArray(items)
    ? items
        .map(
          (item: { item?: unknown; quantity?: unknown }) => `${String(item.item ?? '')} x${Number(item.quantity ?? 1)}`,
        )
        .join(', ')
    : '';
  const text = `Supply ${day}: ${list || category}`;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

async function loadDebts(tx: Queryable, period: Period, producers: string[]): Promise<Map<string, Debt[]>> {
  const candidates = await tx.query<{ kind: string; id: string }>(
    `SELECT 'supply' AS kind, id FROM supplies
      WHERE organization_id = $1 AND producer_id = ANY($2::uuid[]) AND status = 'delivered' AND total_cost > 0
        AND supplied_at < $3::date + 1
     UNION ALL
     SELECT 'advance', id FROM advances WHERE organization_id = $1 AND producer_id = ANY($2::uuid[]) AND advanced_on <= $3::date`,
    [period.organizationId, producers, period.end],
  );
  const debts = new Map<string, Debt[]>();
  if (candidates.rows.length === 0) return debts;
  const ids = (kind: string) => candidates.rows.filter((row) => row.kind === kind).map((row) => row.id);
  const { rows } = await tx.query<Record<string, unknown>>(DEBTS_SQL, [ids('supply'), ids('advance')]);
  for (const row of rows) {
    const day = String(row.day);
    const description =
      row.kind === 'supply'
        ? describeSupply(day, row.items, String(row.detail))
        : `Advance ${day}: ${String(row.detail)}`.slice(0, 300);
    const debt: Debt = { kind: row.kind as Debt['kind'], id: String(row.id), day, description, owed: Number(row.owed) };
    const list = debts.get(String(row.producer_id)) ?? [];
    list.push(debt);
    debts.set(String(row.producer_id), list);
  }
  return debts;
}

/** Deliveries, route and open debts of a batch of farmers, for computeFarmerPay. */
export async function loadFarmers(tx: Queryable, period: Period, producers: string[]): Promise<FarmerInput[]> {
  const deliveries = await tx.query<Record<string, unknown>>(
    `SELECT producer_id, to_char(collected_at, 'YYYY-MM-DD') AS day, shift, quantity_litres, fat_pct, protein_pct, scc
       FROM collections
      WHERE producer_id = ANY($1::uuid[]) AND organization_id = $2 AND status = 'accepted'
        AND collected_at >= $3::date AND collected_at < $4::date + 1`,
    [producers, period.organizationId, period.start, period.end],
  );
  const routes = await tx.query<{ id: string; route_id: string | null }>(
    'SELECT id, route_ids[1] AS route_id FROM user_roles WHERE id = ANY($1::uuid[])',
    [producers],
  );
  const debts = await loadDebts(tx, period, producers);
  const byFarmer = new Map<string, Delivery[]>(producers.map((id) => [id, []]));
  for (const row of deliveries.rows) {
    byFarmer.get(String(row.producer_id))?.push({
      day: String(row.day),
      shift: row.shift as Delivery['shift'],
      litres: Number(row.quantity_litres),
      // Not measured stays null: meetsRule pays it no bonus and no penalty.
      fat_pct: row.fat_pct === null ? null : Number(row.fat_pct),
      protein_pct: row.protein_pct === null ? null : Number(row.protein_pct),
      scc: row.scc === null ? null : Number(row.scc),
    });
  }
  const routeOf = new Map(routes.rows.map((row) => [row.id, row.route_id]));
  return producers.map((producerId) => ({
    producerId,
    routeId: routeOf.get(producerId) ?? null,
    deliveries: byFarmer.get(producerId) ?? [],
    debts: debts.get(producerId) ?? [],
  }));
}

/** How each farmer was last paid (their latest payment's method), else mobile money. */
export async function loadPaymentMethods(tx: Queryable, producers: string[]): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ producer_id: string; payment_method: string }>(
    `SELECT DISTINCT ON (producer_id) producer_id, payment_method FROM payments
      WHERE producer_id = ANY($1::uuid[]) ORDER BY producer_id, period_end DESC, created_at DESC`,
    [producers],
  );
  return new Map(rows.map((row) => [row.producer_id, row.payment_method]));
}
