import { displayTimeZone } from '@maziwa/ui';

/** The three periods a pay run may cover (deploy/api/src/payments/pay-runs/period.ts). */
export type PeriodKind = 'month' | 'first_half' | 'second_half';

export const PERIOD_KIND_OPTIONS: { value: PeriodKind; label: string }[] = [
  { value: 'month', label: 'Whole month' },
  { value: 'first_half', label: '1st–15th' },
  { value: 'second_half', label: '16th–end' },
];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a month ('2026-02' -> 28). */
function lastDayOf(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

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

/** 'March 2026' for '2026-03'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTHS[m - 1]} ${year}`;
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
  return `${first}–${last} ${MONTHS[m - 1].slice(0, 3)} ${year}`;
}

/** Today's 'yyyy-MM' in the organisation's zone: a clerk's laptop zone does not move the month. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: displayTimeZone(),
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The month before `month`. */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${pad(m - 1)}`;
}

/** The last month that has ended: what a pay run is usually computed for. */
export const lastClosedMonth = (now = new Date()) => previousMonth(currentMonth(now));

/** The months a new pay run may be for, newest first: this month and the two years before it. */
export function monthOptions(now = new Date(), count = 25): { value: string; label: string }[] {
  const months = [currentMonth(now)];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  return months.map((month) => ({ value: month, label: monthLabel(month) }));
}
