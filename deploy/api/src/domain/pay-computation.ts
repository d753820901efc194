/**
 * A farmer's pay for one period, computed from their accepted milk (docs/rules.md#pay-runs).
 * Pure: the pay-run code loads the inputs and stores the result, line by line, so the
 * payslip can show how every shilling was reached.
 *
 *   milk       each day's accepted litres x the rate in force that day (most specific first:
 *              the farmer's special rate for a period, the farmer's rate, the route's rate,
 *              the organisation's default)
 *   adjustment per quality rule: litres of the deliveries whose own test figures meet it x
 *              the rule's KSh per litre (a bonus, or a penalty when negative)
 *   deduction  supplies taken on credit and advances, oldest first, as far as the pay goes;
 *              what is left carries into the next period. Pay is never negative.
 */
import { cents, kshFigure } from './pay';

export type RateSource = 'farmer_special' | 'farmer' | 'route' | 'organisation';
export type Measure = 'scc' | 'fat_pct' | 'protein_pct';
export type Comparison = 'below' | 'at_or_below' | 'at_or_above' | 'above';

/**
 * One accepted delivery, with its own test figures. `day` is yyyy-MM-dd in the organisation's
 * zone. A figure is null when it was not measured (a centre without an analyser).
 */
export interface Delivery {
  day: string;
  shift: 'morning' | 'evening';
  litres: number;
  fat_pct: number | null;
  protein_pct: number | null;
  scc: number | null;
}

export interface PayRate {
  id: string;
  kind: 'farmer_special' | 'farmer' | 'route';
  producer_id: string | null;
  route_id: string | null;
  rate_per_litre: number;
  effective_from: string;
  effective_to: string | null;
}

export interface QualityRule {
  id: string;
  measure: Measure;
  comparison: Comparison;
  threshold: number;
  amount_per_litre: number;
  effective_from: string;
  effective_to: string | null;
}

/** A supply on credit or an advance, with what is still owed on it. */
export interface Debt {
  kind: 'supply' | 'advance';
  id: string;
  /** yyyy-MM-dd: debts are settled oldest first. */
  day: string;
  description: string;
  owed: number;
}

export interface RateBook {
  organisationRate: number;
  rates: PayRate[];
  rules: QualityRule[];
}

export interface FarmerInput {
  producerId: string;
  /** The farmer's route (their first), for the route's rate. */
  routeId: string | null;
  deliveries: Delivery[];
  /** Open debts; any order (sorted here). */
  debts: Debt[];
}

export interface MilkLine {
  kind: 'milk';
  description: string;
  day: string;
  morning_litres: number;
  evening_litres: number;
  litres: number;
  rate: number;
  rate_source: RateSource;
  pay_rate_id: string | null;
  amount: number;
}

export interface AdjustmentLine {
  kind: 'adjustment';
  description: string;
  litres: number;
  rate: number;
  quality_adjustment_id: string | null;
  amount: number;
}

export interface DeductionLine {
  kind: 'deduction';
  description: string;
  supply_id: string | null;
  advance_id: string | null;
  owed_before: number;
  /** Negative: taken off the pay. */
  amount: number;
  remaining: number;
}

export type PayLine = MilkLine | AdjustmentLine | DeductionLine;

export interface FarmerPay {
  producerId: string;
  litres: number;
  /** The rate of the period when one applied throughout, else litres-weighted. */
  ratePerLitre: number;
  gross: number;
  adjustments: number;
  deductions: number;
  net: number;
  lines: PayLine[];
}

/** How a measure is named and written in a rule's label. */
const MEASURE_WORDS: Record<Measure, { name: string; unit: string; integer: boolean }> = {
  scc: { name: 'SCC', unit: '', integer: true },
  fat_pct: { name: 'Fat', unit: '%', integer: false },
  protein_pct: { name: 'Protein', unit: '%', integer: false },
};
const COMPARISON_WORDS: Record<Comparison, string> = {
  below: 'below',
  at_or_below: 'at or below',
  at_or_above: 'at or above',
  above: 'above',
};

const inForce = (from: string, to: string | null, day: string) => from <= day && (to === null || day <= to);

/**
 * The rule as a person reads it, on the Rates page and on a payslip's line:
 * "SCC below 200,000: +Ksh 1.50/L", "Fat at or above 4.0%: +Ksh 1.00/L".
 */
export function ruleLabel(
  rule: Pick<QualityRule, 'measure' | 'comparison' | 'threshold' | 'amount_per_litre'>,
): string {
  const { name, unit, integer } = MEASURE_WORDS[rule.measure];
  const threshold = rule.threshold.toLocaleString('en-US', {
    minimumFractionDigits: integer ? 0 : 1,
    maximumFractionDigits: 2,
  });
  const sign = rule.amount_per_litre < 0 ? '-' : '+';
  return `${name} ${COMPARISON_WORDS[rule.comparison]} ${threshold}${unit}: ${sign}Ksh ${kshFigure(Math.abs(rule.amount_per_litre))}/L`;
}

/**
 * Whether a delivery's own figure meets a quality rule. A delivery without the figure meets no
 * rule on it: it earns no bonus (nothing shows the milk deserves one) and bears no penalty
 * (nothing shows it does not); it is paid its litres at the rate, like milk before any rule.
 */
export function meetsRule(rule: QualityRule, delivery: Delivery): boolean {
  const value = delivery[rule.measure];
  if (value === null) return false;
  switch (rule.comparison) {
    case 'below':
      return value < rule.threshold;
    case 'at_or_below':
      return value <= rule.threshold;
    case 'at_or_above':
      return value >= rule.threshold;
    case 'above':
      return value > rule.threshold;
  }
}

/** The latest-starting row in force on the day among those `matches` keeps. */
function latestInForce(rates: PayRate[], day: string, matches: (rate: PayRate) => boolean): PayRate | undefined {
  let best: PayRate | undefined;
  for (const rate of rates) {
    if (!matches(rate) || !inForce(rate.effective_from, rate.effective_to, day)) continue;
    if (!best || rate.effective_from > best.effective_from) best = rate;
  }
  return best;
}

/** A book's rates by farmer and by route, built once per book: a run asks for a rate per farmer and day. */
interface RateIndex {
  byFarmer: Map<string, PayRate[]>;
  byRoute: Map<string, PayRate[]>;
}
const rateIndexes = new WeakMap<RateBook, RateIndex>();

function indexOf(book: RateBook): RateIndex {
  let index = rateIndexes.get(book);
  if (!index) {
    index = { byFarmer: new Map(), byRoute: new Map() };
    for (const rate of book.rates) {
      const [map, key] = rate.kind === 'route' ? [index.byRoute, rate.route_id] : [index.byFarmer, rate.producer_id];
      if (key) map.set(key, [...(map.get(key) ?? []), rate]);
    }
    rateIndexes.set(book, index);
  }
  return index;
}

/** The rate for a farmer's milk of one day, most specific first, and where it came from. */
export function rateFor(
  book: RateBook,
  producerId: string,
  routeId: string | null,
  day: string,
): { rate: number; source: RateSource; payRateId: string | null } {
  const { byFarmer, byRoute } = indexOf(book);
  const farmerRates = byFarmer.get(producerId) ?? [];
  const found =
    latestInForce(farmerRates, day, (rate) => rate.kind === 'farmer_special') ??
    latestInForce(farmerRates, day, (rate) => rate.kind === 'farmer') ??
    (routeId ? latestInForce(byRoute.get(routeId) ?? [], day, () => true) : undefined);
  if (found) return { rate: found.rate_per_litre, source: found.kind, payRateId: found.id };
  return { rate: book.organisationRate, source: 'organisation', payRateId: null };
}

const SOURCE_LABEL: Record<RateSource, string> = {
  farmer_special: "farmer's special rate",
  farmer: "farmer's rate",
  route: "route's rate",
  organisation: 'standard rate',
};

function milkLines(book: RateBook, farmer: FarmerInput): MilkLine[] {
  const byDay = new Map<string, { morning: number; evening: number }>();
  for (const delivery of farmer.deliveries) {
    const day = byDay.get(delivery.day) ?? { morning: 0, evening: 0 };
    day[delivery.shift] += delivery.litres;
    byDay.set(delivery.day, day);
  }
  return [...byDay.keys()].sort().map((day) => {
    const { morning, evening } = byDay.get(day)!;
    const litres = cents(morning + evening);
    const { rate, source, payRateId } = rateFor(book, farmer.producerId, farmer.routeId, day);
    return {
      kind: 'milk',
      description: `Milk ${day} (${SOURCE_LABEL[source]})`,
      day,
      morning_litres: cents(morning),
      evening_litres: cents(evening),
      litres,
      rate,
      rate_source: source,
      pay_rate_id: payRateId,
      amount: cents(litres * rate),
    };
  });
}

// A run labels each rule once, not once per farmer (toLocaleString is not cheap).
const ruleLabels = new WeakMap<QualityRule, string>();
function labelOf(rule: QualityRule): string {
  let label = ruleLabels.get(rule);
  if (label === undefined) ruleLabels.set(rule, (label = ruleLabel(rule)));
  return label;
}

function adjustmentLines(book: RateBook, deliveries: Delivery[]): AdjustmentLine[] {
  const lines: AdjustmentLine[] = [];
  for (const rule of book.rules) {
    let litres = 0;
    for (const delivery of deliveries) {
      if (inForce(rule.effective_from, rule.effective_to, delivery.day) && meetsRule(rule, delivery))
        litres += delivery.litres;
    }
    if (litres === 0) continue;
    litres = cents(litres);
    lines.push({
      kind: 'adjustment',
      description: labelOf(rule),
      litres,
      rate: rule.amount_per_litre,
      quality_adjustment_id: rule.id,
      amount: cents(litres * rule.amount_per_litre),
    });
  }
  return lines;
}

/** Oldest debt first, as far as `available` goes; a debt not reached gets no line. */
function deductionLines(debts: Debt[], available: number): DeductionLine[] {
  const lines: DeductionLine[] = [];
  let left = Math.round(available * 100);
  const oldestFirst = [...debts].sort((a, b) => (a.day === b.day ? a.id.localeCompare(b.id) : a.day < b.day ? -1 : 1));
  for (const debt of oldestFirst) {
    const owed = Math.round(debt.owed * 100);
    if (left <= 0) break;
    if (owed <= 0) continue;
    const taken = Math.min(owed, left);
    left -= taken;
    lines.push({
      kind: 'deduction',
      description: debt.description,
      supply_id: debt.kind === 'supply' ? debt.id : null,
      advance_id: debt.kind === 'advance' ? debt.id : null,
      owed_before: owed / 100,
      amount: -taken / 100,
      remaining: (owed - taken) / 100,
    });
  }
  return lines;
}

const sumCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

/** A farmer's pay for the period, or undefined when they delivered no accepted milk. */
export function computeFarmerPay(book: RateBook, farmer: FarmerInput): FarmerPay | undefined {
  const milk = milkLines(book, farmer);
  if (milk.length === 0) return undefined;
  const adjustments = adjustmentLines(book, farmer.deliveries);
  const grossCents = sumCents(milk.map((line) => line.amount));
  let adjustmentCents = sumCents(adjustments.map((line) => line.amount));
  // Penalties never take pay below zero: the excess is given back on a line of its own.
  if (grossCents + adjustmentCents < 0) {
    adjustments.push({
      kind: 'adjustment',
      description: 'Penalties capped: pay is never negative',
      litres: 0,
      rate: 0,
      quality_adjustment_id: null,
      amount: -(grossCents + adjustmentCents) / 100,
    });
    adjustmentCents = -grossCents;
  }
  const deductions = deductionLines(farmer.debts, (grossCents + adjustmentCents) / 100);
  const deductionCents = sumCents(deductions.map((line) => -line.amount));
  const litres = cents(milk.reduce((sum, line) => sum + line.litres, 0));
  const rates = new Set(milk.map((line) => line.rate));
  const ratePerLitre = rates.size === 1 ? milk[0].rate : cents(grossCents / 100 / litres);
  return {
    producerId: farmer.producerId,
    litres,
    ratePerLitre,
    gross: grossCents / 100,
    adjustments: adjustmentCents / 100,
    deductions: deductionCents / 100,
    net: (grossCents + adjustmentCents - deductionCents) / 100,
    lines: [...milk, ...adjustments, ...deductions],
  };
}
