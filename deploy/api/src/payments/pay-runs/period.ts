import { monthEnd } from '../../domain/days';
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
