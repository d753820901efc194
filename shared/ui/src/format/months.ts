import { displayTimeZone } from './time-zone';

/** The months by name, January first: `MONTH_NAMES[0]` is January. */
export const MONTH_NAMES = [
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
] as const;

/** A month of a month select: `value` 'yyyy-MM', `label` 'November 2026'. */
export interface MonthOption {
  value: string;
  label: string;
}

/** Months of one year, for an `<optgroup>` labelled with the year. */
export interface MonthOptionGroup {
  label: string;
  options: MonthOption[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** True for a 'yyyy-MM' month ('2026-11'); false for '2026-13', '11' or ''. */
export function isMonth(value: string | null | undefined): boolean {
  return MONTH.test(value ?? '');
}

const parts = (month: string): [year: number, month: number] => {
  const [year, m] = month.split('-').map(Number);
  return [year, m];
};

// Building a date formatter costs tens of milliseconds on a slow phone: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * This month, 'yyyy-MM', in the organisation's zone (displayTimeZone): on 1 April at 00:30 in
 * Nairobi it is April, though a laptop set to UTC still says 31 March.
 *
 * @example currentMonth(new Date('2026-03-31T21:30:00Z')) // '2026-04' (Africa/Nairobi)
 */
export function currentMonth(now = new Date()): string {
  const zone = displayTimeZone();
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
    formatters.set(zone, formatter);
  }
  const found = formatter.formatToParts(now);
  const part = (type: string) => found.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The month before a 'yyyy-MM' month: previousMonth('2026-01') is '2025-12'. */
export function previousMonth(month: string): string {
  const [year, m] = parts(month);
  return m === 1 ? `${year - 1}-12` : `${year}-${pad(m - 1)}`;
}

/** A month as people say it: monthLabel('2026-11') is 'November 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = parts(month);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** First and last day (yyyy-MM-dd, inclusive) of a month (1-12) of a year. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  // Day 0 of the next month is the last day of this one (UTC, so no zone moves it).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** First and last day (yyyy-MM-dd, inclusive) of a 'yyyy-MM' month: what a report's from/to take. */
export function monthDays(month: string): { from: string; to: string } {
  return monthRange(...parts(month));
}

/**
 * This month and the `count - 1` before it, newest first, as select options.
 *
 * @example monthOptions(new Date('2026-11-28T12:00:00Z'), 2)
 * // [{ value: '2026-11', label: 'November 2026' }, { value: '2026-10', label: 'October 2026' }]
 */
export function monthOptions(now = new Date(), count = 25): MonthOption[] {
  const months = [currentMonth(now)];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  return months.map((month) => ({ value: month, label: monthLabel(month) }));
}

/**
 * Month options grouped by year, in the order given: one `<optgroup label="2026">` per year,
 * so a long list of months is read a year at a time (a phone's picker shows the years as
 * headings).
 *
 * @example groupMonthsByYear(monthOptions(now, 36)).map((group) => group.label) // ['2026', '2025', '2024', '2023']
 */
export function groupMonthsByYear(options: readonly MonthOption[]): MonthOptionGroup[] {
  const groups: MonthOptionGroup[] = [];
  for (const option of options) {
    const year = option.value.slice(0, 4);
    const group = groups.at(-1);
    if (group?.label === year) group.options.push(option);
    else groups.push({ label: year, options: [option] });
  }
  return groups;
}

/**
 * Every month a list's month filter offers, newest first: this year's months up to this one,
 * then every month of the `years - 1` years before (group them with groupMonthsByYear).
 *
 * @example recentMonths(new Date('2026-11-28T12:00:00Z')).length // 35: 11 of 2026, 12 of 2025, 12 of 2024
 */
export function recentMonths(now = new Date(), years = 3): MonthOption[] {
  const [, thisMonth] = parts(currentMonth(now));
  return monthOptions(now, thisMonth + 12 * (years - 1));
}
