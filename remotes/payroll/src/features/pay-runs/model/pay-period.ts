import { currentMonth, displayTimeZone, monthDays, monthLabel, MONTH_NAMES, previousMonth } from '@maziwa/ui';

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

/** Today (yyyy-MM-dd) on the organisation's clock (displayTimeZone). */
export function todayInZone(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: displayTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Days from `from` to `to`, inclusive (yyyy-MM-dd). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days of a pay period not over on `today`: approving its run closes them early, so their
 * deliveries can no longer be recorded or changed. Null once the period has ended. The API
 * holds the same rule (deploy/api/src/payments/pay-runs/period.ts) and refuses an early
 * approval that does not say close_early.
 *
 * @example openDaysOf('2026-11-01', '2026-11-30', '2026-11-28') // { from: '2026-11-28', to: '2026-11-30' }
 */
export function openDaysOf(start: string, end: string, today: string): DayRange | null {
  if (end < today) return null;
  return { from: start > today ? start : today, to: end };
}

/**
 * Days as people say them: "28–30 November", "30 November".
 *
 * @example formatDays({ from: '2026-11-28', to: '2026-11-30' }) // "28–30 November"
 */
export function formatDays({ from, to }: DayRange): string {
  const day = (value: string) => Number(value.slice(8, 10));
  const month = (value: string) => MONTH_NAMES[Number(value.slice(5, 7)) - 1];
  if (from === to) return `${day(from)} ${month(from)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${day(from)}–${day(to)} ${month(to)}`;
  return `${day(from)} ${month(from)} – ${day(to)} ${month(to)}`;
}
