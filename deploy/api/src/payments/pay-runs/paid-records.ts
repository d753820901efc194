import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { addDays } from '../../domain/days';
import { formatKsh } from '../../domain/pay';
import { closedPayUntil } from '../closed-pay-period';
import type { Json } from '../../resources/types';

/**
 * What approved pay was computed from never changes behind its payslips: a delivery on a day
 * of approved pay, and a supply an approved payment deducted, keep their figures. (A mistake
 * there is put right the way money mistakes are: a reversal and a corrected payment.)
 */

/** Fields of a delivery that its pay is computed from. */
const PAID_DELIVERY_FIELDS = [
  'producer_id',
  'quantity_litres',
  'fat_pct',
  'protein_pct',
  'scc',
  'status',
  'collected_at',
];
/** Fields of a supply that a deduction is computed from. */
const DEDUCTED_SUPPLY_FIELDS = ['producer_id', 'total_cost', 'status', 'timestamp'];

/** Equal values, or the same instant written two ways ("...T07:00:00.000Z", "...T10:00+03:00"). */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b))
    return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

const changed = (fields: string[], before: Json | undefined, after: Json | undefined) =>
  !before || !after || fields.some((field) => !same(before[field], after[field]));

/** The day of an instant in the organisation's time zone (migration 015). */
async function dayOf(tx: Queryable, organizationId: string, instant: unknown): Promise<string> {
  const { rows } = await tx.query<{ day: string }>(
    "SELECT to_char(coalesce($1::timestamptz, now()) AT TIME ZONE organization_time_zone($2), 'YYYY-MM-DD') AS day",
    [instant ?? null, organizationId],
  );
  return rows[0].day;
}

/**
 * Refuses (409 naming collected_at) adding, changing or deleting a delivery on or before the
 * last day of approved pay. `before`/`after` are the delivery as the API answers it (absent
 * for a create or a delete).
 */
export async function assertDeliveryNotPaid(
  tx: Queryable,
  organizationId: string,
  before?: Json,
  after?: Json,
): Promise<void> {
  if (!changed(PAID_DELIVERY_FIELDS, before, after)) return;
  const until = await closedPayUntil(tx, organizationId);
  if (until === null) return;
  const days: string[] = [];
  for (const record of [before, after]) if (record) days.push(await dayOf(tx, organizationId, record.collected_at));
  if (days.every((day) => day > until)) return;
  throw conflict(
    `Pay up to ${until} is approved: a delivery on or before that day cannot be added, changed or deleted`,
    { collected_at: `must be ${addDays(until, 1)} or later: pay up to ${until} is approved` },
  );
}

/** Refuses (409) changing or deleting a supply that approved pay has deducted from. */
export async function assertSupplyNotDeducted(
  tx: Queryable,
  supplyId: string,
  before: Json,
  after?: Json,
): Promise<void> {
  if (!changed(DEDUCTED_SUPPLY_FIELDS, before, after)) return;
  const { rows } = await tx.query<{ deducted: string | null }>(
    `SELECT -sum(l.amount) AS deducted FROM payment_lines l JOIN payments p ON p.id = l.payment_id
      WHERE l.supply_id = $1 AND p.status <> 'draft' AND p.replaces_id IS NULL`,
    [supplyId],
  );
  const deducted = Number(rows[0]?.deducted ?? 0);
  if (deducted <= 0) return;
  throw conflict(
    `Approved pay has deducted ${formatKsh(deducted)} of this supply: ` +
      'its farmer, cost, status and date can no longer change',
  );
}
