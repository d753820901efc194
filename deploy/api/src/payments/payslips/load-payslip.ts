import type { Queryable } from '../../db/database';
import { personName } from '../../resources/sql';
import { iso } from '../../schemas/common';
import type { PayslipType } from './payslip-schemas';

// One statement, so the lines, the payouts and the payment's totals come from one snapshot
// even while a payout is being recorded.
const PAYSLIP_SQL = `
  SELECT p.id, p.organization_id, o.name AS organization_name, p.producer_id,
         coalesce(${personName('u')}, '') AS farmer_name, ur.member_id, u.phone,
         to_char(p.period_start, 'YYYY-MM-DD') AS period_start, to_char(p.period_end, 'YYYY-MM-DD') AS period_end,
         p.litres, p.gross_amount, p.adjustments, p.deductions, p.amount_due, p.amount_paid,
         p.status, p.payment_method, to_char(p.due_date, 'YYYY-MM-DD') AS due_date, p.transaction_reference, p.replaces_id,
         r.id AS pay_run_id, r.status AS pay_run_status, r.approved_at,
         CASE WHEN a.id IS NULL THEN NULL ELSE ${personName('a')} END AS approved_by_name,
         (SELECT n.id FROM payments n WHERE n.replaces_id = p.id) AS replaced_by_id,
         (SELECT coalesce(json_agg(json_build_object(
                   'position', l.position, 'kind', l.kind, 'description', l.description,
                   'day', to_char(l.day, 'YYYY-MM-DD'), 'morning_litres', l.morning_litres,
                   'evening_litres', l.evening_litres, 'litres', l.litres, 'rate', l.rate,
                   'rate_source', l.rate_source, 'amount', l.amount, 'owed_before', l.owed_before,
                   'remaining', l.remaining, 'supply_id', l.supply_id, 'advance_id', l.advance_id,
                   'supply_items', s.supply_items, 'supplied_on', to_char(s.supplied_at, 'YYYY-MM-DD'),
                   'advance_reason', adv.reason, 'advanced_on', to_char(adv.advanced_on, 'YYYY-MM-DD'))
                 ORDER BY l.position), '[]'::json)
            FROM payment_lines l
            LEFT JOIN supplies s ON s.id = l.supply_id
            LEFT JOIN advances adv ON adv.id = l.advance_id
           WHERE l.payment_id = p.id) AS lines,
         (SELECT coalesce(json_agg(json_build_object(
                   'id', x.id, 'kind', x.kind, 'paid_at', x.paid_at, 'amount', x.amount,
                   'payment_method', x.payment_method, 'transaction_reference', x.transaction_reference,
                   'reason', x.reason)
                 ORDER BY x.paid_at, x.created_at), '[]'::json)
            FROM payouts x WHERE x.payment_id = p.id) AS payouts
    FROM payments p
    JOIN organizations o ON o.id = p.organization_id
    LEFT JOIN user_roles ur ON ur.id = p.producer_id
    LEFT JOIN users u ON u.id = ur.user_id
    LEFT JOIN pay_runs r ON r.id = p.pay_run_id
    LEFT JOIN users a ON a.id = r.approved_by
   WHERE p.id = $1 AND p.organization_id = ANY($2::uuid[])`;

interface LineRow {
  position: number;
  kind: 'milk' | 'adjustment' | 'deduction';
  description: string;
  day: string | null;
  morning_litres: number | null;
  evening_litres: number | null;
  litres: number | null;
  rate: number | null;
  rate_source: PayslipType['milk_lines'][number]['rate_source'] | null;
  amount: number;
  owed_before: number | null;
  remaining: number | null;
  supply_id: string | null;
  advance_id: string | null;
  supply_items: Array<{ item?: unknown; quantity?: unknown }> | null;
  supplied_on: string | null;
  advance_reason: string | null;
  advanced_on: string | null;
}

interface PayoutRow {
  id: string;
  kind: 'payout' | 'reversal';
  paid_at: string;
  amount: number;
  payment_method: PayslipType['payment_method'];
  transaction_reference: string;
  reason: string | null;
}

type Row = Record<string, unknown> & { lines: LineRow[] | string; payouts: PayoutRow[] | string };

// PGlite and pg both parse json columns; a driver that did not would hand over text.
const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);
const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** "Dairy meal 70 kg x 2" for each item of a supply. */
function supplyItems(items: LineRow['supply_items']): string[] {
  return (items ?? []).map(({ item, quantity }) =>
    quantity === undefined ? String(item) : `${String(item)} x ${Number(quantity)}`,
  );
}

function settles(line: LineRow): PayslipType['deduction_lines'][number]['settles'] {
  if (line.supply_id) {
    return {
      kind: 'supply',
      id: line.supply_id,
      date: line.supplied_on,
      items: supplyItems(line.supply_items),
      reason: null,
    };
  }
  if (line.advance_id)
    return { kind: 'advance', id: line.advance_id, date: line.advanced_on, items: [], reason: line.advance_reason };
  return null;
}

function splitLines(lines: LineRow[]): Pick<PayslipType, 'milk_lines' | 'adjustment_lines' | 'deduction_lines'> {
  const result: Pick<PayslipType, 'milk_lines' | 'adjustment_lines' | 'deduction_lines'> = {
    milk_lines: [],
    adjustment_lines: [],
    deduction_lines: [],
  };
  for (const line of lines) {
    if (line.kind === 'milk') {
      result.milk_lines.push({
        position: line.position,
        day: line.day!,
        morning_litres: numOrNull(line.morning_litres),
        evening_litres: numOrNull(line.evening_litres),
        litres: Number(line.litres),
        rate: money(line.rate),
        rate_source: line.rate_source!,
        amount: money(line.amount),
      });
    } else if (line.kind === 'adjustment') {
      result.adjustment_lines.push({
        position: line.position,
        description: line.description,
        litres: Number(line.litres ?? 0),
        amount_per_litre: money(line.rate),
        amount: money(line.amount),
      });
    } else {
      result.deduction_lines.push({
        position: line.position,
        description: line.description,
        settles: settles(line),
        owed_before: money(line.owed_before),
        // Stored negative (taken off the pay); the payslip says how much was deducted.
        amount_deducted: money(-line.amount),
        remaining: money(line.remaining),
      });
    }
  }
  return result;
}

/**
 * A payment's payslip: its stored lines and totals, its pay run and what moved. Only payments
 * of `organizationIds` are found (another organisation's is as unknown as a made-up id).
 */
export async function loadPayslip(
  db: Queryable,
  paymentId: string,
  organizationIds: string[],
): Promise<PayslipType | null> {
  const { rows } = await db.query<Row>(PAYSLIP_SQL, [paymentId, organizationIds]);
  const row = rows[0];
  if (!row) return null;
  const payouts = parsed(row.payouts).map((payout) => ({
    id: payout.id,
    kind: payout.kind,
    paid_at: iso(payout.paid_at)!,
    amount: money(payout.amount),
    payment_method: payout.payment_method,
    transaction_reference: payout.transaction_reference,
    reason: payout.reason ?? null,
  }));
  const reversal = payouts.find((payout) => payout.kind === 'reversal');
  const amountDue = money(row.amount_due);
  const amountPaid = money(row.amount_paid);
  return {
    payment_id: row.id as string,
    organization: { id: row.organization_id as string, name: row.organization_name as string },
    farmer: {
      producer_id: row.producer_id as string,
      name: row.farmer_name as string,
      member_number: (row.member_id as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
    },
    period_start: row.period_start as string,
    period_end: row.period_end as string,
    pay_run: row.pay_run_id
      ? {
          id: row.pay_run_id as string,
          status: row.pay_run_status as NonNullable<PayslipType['pay_run']>['status'],
          approved_by_name: (row.approved_by_name as string | null) ?? null,
          approved_at: iso(row.approved_at),
        }
      : null,
    status: row.status as PayslipType['status'],
    payment_method: row.payment_method as PayslipType['payment_method'],
    due_date: row.due_date as string,
    transaction_reference: (row.transaction_reference as string | null) ?? null,
    references: payouts.filter((payout) => payout.kind === 'payout').map((payout) => payout.transaction_reference),
    ...splitLines(parsed(row.lines)),
    totals: {
      litres: Number(row.litres),
      gross_amount: money(row.gross_amount),
      adjustments: money(row.adjustments),
      deductions: money(row.deductions),
      net_amount: amountDue,
      amount_paid: amountPaid,
      outstanding: money(amountDue - amountPaid),
    },
    payouts,
    reversal: reversal
      ? {
          paid_at: reversal.paid_at,
          amount: reversal.amount,
          transaction_reference: reversal.transaction_reference,
          reason: reversal.reason,
          replaced_by_id: (row.replaced_by_id as string | null) ?? null,
        }
      : null,
    replaces_id: (row.replaces_id as string | null) ?? null,
  };
}
