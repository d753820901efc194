import { addDays } from '../domain/days';
import type { Queryable } from '../db/database';
import { conflict } from '../http/errors';
import type { Json, ResourceDef, WriteContext } from '../resources/types';

/**
 * The last day of pay the organisation has approved: the period_end of its latest pay run past
 * draft, or null when none is. Locks the organisation's row FOR SHARE first: approving a pay
 * run takes the money lock (FOR NO KEY UPDATE, payments/money-lock.ts), which excludes it, so
 * a rate change and an approval never interleave and the answer stays true until this
 * transaction ends.
 */
export async function closedPayUntil(tx: Queryable, organizationId: string): Promise<string | null> {
  await tx.query('SELECT 1 FROM organizations WHERE id = $1 FOR SHARE', [organizationId]);
  const { rows } = await tx.query<{ until: string | null }>(
    `SELECT to_char(max(period_end), 'YYYY-MM-DD') AS until FROM pay_runs WHERE organization_id = $1 AND status <> 'draft'`,
    [organizationId],
  );
  return rows[0]?.until ?? null;
}

/**
 * Refuses (409) a change of rates or quality rules whose first affected day falls in pay that
 * is already approved: approved pay never changes behind its payslips. `field` names what the
 * client would have to move (effective_from, effective_to); none for a deletion.
 *
 * @example await assertNotRetroactive(tx, orgId, '2026-10-15', 'effective_from')
 *          // 409 "Pay up to 2026-10-31 is approved: this change must take effect from 2026-11-01 or later"
 */
export async function assertNotRetroactive(
  tx: Queryable,
  organizationId: string,
  firstDay: string | null,
  field?: string,
): Promise<void> {
  if (firstDay === null) return;
  const until = await closedPayUntil(tx, organizationId);
  if (until === null || firstDay > until) return;
  const from = addDays(until, 1);
  const problem = `must be ${from} or later: pay up to ${until} is approved`;
  throw conflict(
    `Pay up to ${until} is approved: this change must take effect from ${from} or later`,
    field ? { [field]: problem } : undefined,
  );
}

/** The dates of a rate or rule: effective_to null runs on with no end. */
export interface EffectivePeriod {
  effective_from: string;
  effective_to: string | null;
}

/** The first day a change affects, and the field the client would move to make it later. */
export interface ChangeStart {
  day: string;
  field: 'effective_from' | 'effective_to';
}

/**
 * The first day whose pay an update changes, or null when it changes none. Moving only the end
 * of a rule changes the days between the old and the new end (ending a standing bonus from
 * next month is not retroactive); anything else changes every day of the old and new periods.
 */
export function firstChangedDay(
  before: EffectivePeriod,
  after: EffectivePeriod,
  figuresChanged: boolean,
): ChangeStart | null {
  if (figuresChanged || before.effective_from !== after.effective_from) {
    return {
      day: before.effective_from < after.effective_from ? before.effective_from : after.effective_from,
      field: 'effective_from',
    };
  }
  if (before.effective_to === after.effective_to) return null;
  const ends = [before.effective_to, after.effective_to].filter((day): day is string => day !== null).sort();
  return { day: addDays(ends[0], 1), field: 'effective_to' };
}

const periodOf = (row: Json): EffectivePeriod => ({
  effective_from: row.effective_from as string,
  effective_to: (row.effective_to as string | null | undefined) ?? null,
});

/**
 * For toColumns of a dated rate or rule: refuses a creation or an update that would change
 * approved pay. `figures` are the fields that change what is paid (rate, threshold...).
 */
export async function assertChangeNotRetroactive(
  ctx: WriteContext,
  input: Json,
  figures: readonly string[],
): Promise<void> {
  const { existing } = ctx;
  const change: ChangeStart | null = existing
    ? firstChangedDay(
        periodOf(existing),
        periodOf(input),
        figures.some((key) => existing[key] !== input[key]),
      )
    : { day: input.effective_from as string, field: 'effective_from' };
  if (change) await assertNotRetroactive(ctx.tx, ctx.organizationId!, change.day, change.field);
}

/** ResourceDef.remove of a dated rate or rule: never one that approved pay used. */
export const removeUnlessApproved =
  (table: string): NonNullable<ResourceDef['remove']> =>
  async (current, { tx }) => {
    await assertNotRetroactive(tx, current.organization_id as string, current.effective_from as string);
    await tx.query(`DELETE FROM ${table} WHERE id = $1`, [current.id]);
  };
