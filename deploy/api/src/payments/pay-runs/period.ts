import { monthEnd } from '../../domain/days';
import { MONTH_NAMES } from '../../domain/months';
import { fieldError } from '../../http/errors';

/**
 * A pay period is a calendar month, or one of its halves (1st-15th, 16th-end): the way
 * cooperatives pay, and what keeps two runs from ever overlapping by a few days.
 */
export function assertPayPeriod(start: string, end: string, today: string): void {
  const startDay = Number(start.slice(8, 10));
  const sameMonth = start.slice(0, 7) === end.slice(0, 7);
  const lastDay = monthEnd(start);
  const half = `${start.slice(0, 8)}15`;
  if (startDay !== 1 && startDay !== 16) throw fieldError('period_start', 'must be the 1st or the 16th of a month');
  if (!sameMonth) throw fieldError('period_end', 'must be in the same month as period_start');
  const valid = startDay === 1 ? end === half || end === lastDay : end === lastDay;
  if (!valid) {
    throw fieldError(
      'period_end',
      startDay === 1 ? `must be ${half} (first half) or ${lastDay} (whole month)` : `must be ${lastDay} (second half)`,
    );
  }
  if (start > today) throw fieldError('period_start', 'must not be in the future');
}

/** Days from `from` to `to`, inclusive (yyyy-MM-dd, one pay period: never more than a month). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days of a pay period that have not ended on `today` (the organisation's day): from today
 * to the period's end, or null once the period is over. Approving the run closes these days
 * early: their deliveries can no longer be recorded or changed (closed-pay-period.ts).
 *
 * @example openDaysOf('2026-11-01', '2026-11-30', '2026-11-28') // { from: '2026-11-28', to: '2026-11-30' }
 * @example openDaysOf('2026-11-01', '2026-11-30', '2026-12-01') // null
 */
export function openDaysOf(start: string, end: string, today: string): DayRange | null {
  if (end < today) return null;
  return { from: start > today ? start : today, to: end };
}

/**
 * Days as people say them: "28-30 November", "30 November"; across months (never in one
 * period) "30 November-1 December".
 */
export function formatDays({ from, to }: DayRange): string {
  const day = (value: string) => Number(value.slice(8, 10));
  const month = (value: string) => MONTH_NAMES[Number(value.slice(5, 7)) - 1];
  if (from === to) return `${day(from)} ${month(from)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${day(from)}-${day(to)} ${month(to)}`;
  return `${day(from)} ${month(from)}-${day(to)} ${month(to)}`;
}

/**
 * What approving a run before its period ends would close, as the 409 says it.
 *
 * @example closeEarlyMessage({ from: '2026-11-28', to: '2026-11-30' })
 * // "This pay period has not ended: approving it now closes it early. Deliveries of 28-30 November can no longer be recorded or changed."
 */
export function closeEarlyMessage(days: DayRange): string {
  return (
    'This pay period has not ended: approving it now closes it early. ' +
    `Deliveries of ${formatDays(days)} can no longer be recorded or changed.`
  );
}
