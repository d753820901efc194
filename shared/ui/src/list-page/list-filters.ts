import { currentMonth, groupMonthsByYear, isMonth, monthLabel, recentMonths } from '../format/months';

/** The values of the shared list filter bar (docs/screens.md#filter-bar). Empty string means "all". */
export interface ListFilters {
  search: string;
  /** yyyy-MM-dd */
  date: string;
  /** A month, 'yyyy-MM' ('2026-11'); an old address's '1'..'12' (this year's) is read as one. */
  month: string;
  status: string;
  paymentStatus: string;
}

export const emptyListFilters: ListFilters = { search: '', date: '', month: '', status: '', paymentStatus: '' };

export interface Option {
  value: string;
  label: string;
}

/** Options of one `<optgroup>`: the months of a year in the Month filter. */
export interface OptionGroup {
  label: string;
  options: Option[];
}

export const ALL_MONTHS: Option = { value: '', label: 'All Months' };

/**
 * The Month filter's value as 'yyyy-MM', or '' for all months. Links written before every
 * month was offered say `month=2`: that is February of this year (in the organisation's
 * zone), so they still show the list they showed.
 */
export function readMonthFilter(value: string, now = new Date()): string {
  if (isMonth(value)) return value;
  if (/^([1-9]|1[0-2])$/.test(value)) return `${currentMonth(now).slice(0, 4)}-${value.padStart(2, '0')}`;
  return '';
}

/**
 * The Month filter's options (docs/screens.md#filter-bar): All Months, then the months of this
 * year up to this one and every month of the two years before, grouped by year, newest first.
 * A chosen month outside them (an old shared link) is offered too, so the select shows it.
 */
export function monthFilterOptions(now = new Date(), chosen = ''): (Option | OptionGroup)[] {
  const months = recentMonths(now);
  if (isMonth(chosen) && !months.some((option) => option.value === chosen)) {
    months.push({ value: chosen, label: monthLabel(chosen) });
    months.sort((a, b) => b.value.localeCompare(a.value));
  }
  return [ALL_MONTHS, ...groupMonthsByYear(months)];
}

export const scheduleStatusOptions: Option[] = [
  { value: '', label: 'All Status' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'delayed', label: 'Delayed' },
];

/** Payment lists show the raw values as labels (docs/screens.md#filter-bar). */
export const paymentListStatusOptions: Option[] = [
  { value: '', label: 'All Status' },
  { value: 'completed', label: 'completed' },
  { value: 'in_progress', label: 'in_progress' },
  { value: 'delayed', label: 'delayed' },
];

/** Payment lifecycle (DOMAIN.md: pending -> processing -> completed or failed). */
export const paymentStatusOptions: Option[] = [
  { value: '', label: 'All Payment Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];
