import { currentMonth, monthDays, monthLabel, MONTH_NAMES, previousMonth } from '@maziwa/ui';

/** The three periods a pay run may cover (deploy/api/src/payments/pay-runs/period.ts). */
export type PeriodKind = 'month' | 'first_half' | 'second_half';

export const PERIOD_KIND_OPTIONS: { value: PeriodKind; label: string }[] = [
  { value: 'month', label: 'Whole month' },
  { value: 'first_half', label: '1st–15th' },
  { value: 'second_half', label: '16th–end' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a month ('2026-02' -> 28). */
const lastDayOf = (month: string) => Number(monthDays(month).to.slice(8));

/**
 * The days a pay run of `month` ('yyyy-MM') covers, as the API takes them.
 *
 * @example periodOf('first_half', '2026-03') // { period_start: '2026-03-01', period_end: '2026-03-15' }
 */
export function periodOf(kind: PeriodKind, month: string): { period_start: string; period_end: string } {
  const start = kind === 'second_half' ? 16 : 1;
  const end = kind === 'first_half' ? 15 : lastDayOf(month);
  return { period_start: `${month}-${pad(start)}`, period_end: `${month}-${pad(end)}` };
}

/**
 * A pay run's period as people say it: a whole month by its name, a half by its days.
 *
 * @example formatPayPeriod('2026-03-01', '2026-03-31') // "March 2026"
 * @example formatPayPeriod('2026-03-16', '2026-03-31') // "16–31 Mar 2026"
 */
export function formatPayPeriod(start: string, end: string): string {
  const month = start.slice(0, 7);
  const first = Number(start.slice(8, 10));
  const last = Number(end.slice(8, 10));
  if (first === 1 && last === lastDayOf(month) && end.slice(0, 7) === month) return monthLabel(month);
  const [year, m] = month.split('-').map(Number);
  return `${first}–${last} ${MONTH_NAMES[m - 1].slice(0, 3)} ${year}`;
}

/** The last month that has ended, in the organisation's zone: what a pay run is usually computed for. */
export const lastClosedMonth = (now = new Date()) => previousMonth(currentMonth(now));
