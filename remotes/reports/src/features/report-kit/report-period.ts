import { monthRange } from '@maziwa/ui';

/** The periods a report offers; custom takes its own first and last day. */
export type ReportPeriodChoice = 'last_7_days' | 'this_month' | 'last_month' | 'last_90_days' | 'custom';

export interface ReportPeriodOption {
  value: ReportPeriodChoice;
  label: string;
}

/** The periods of most reports. */
export const REPORT_PERIODS: ReportPeriodOption[] = [
  { value: 'this_month', label: 'This month' },
  { value: 'last_month', label: 'Last month' },
  { value: 'last_90_days', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom' },
];

export const DEFAULT_REPORT_PERIOD: ReportPeriodChoice = 'this_month';

/** The periods of a report about the days just gone (Centre Intake): the last week first. */
export const WEEK_REPORT_PERIODS: ReportPeriodOption[] = [
  { value: 'last_7_days', label: 'Last 7 days' },
  ...REPORT_PERIODS,
];

export interface ReportPeriod {
  /** First day, yyyy-MM-dd. */
  from: string;
  /** Last day, included. */
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isReportPeriodChoice = (
  value: string | null,
  periods: readonly ReportPeriodOption[] = REPORT_PERIODS,
): value is ReportPeriodChoice => periods.some((period) => period.value === value);

/**
 * The days of a period choice, counted on the browser's calendar (staff sit in the
 * organisation's zone). This month runs to today, not to the month's end, so its change
 * against the previous period compares days that have happened. A custom period without
 * both days (or with them the wrong way round) falls back to this month.
 */
export function reportPeriod(
  choice: ReportPeriodChoice,
  custom: Partial<ReportPeriod> = {},
  now = new Date(),
): ReportPeriod {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  if (choice === 'last_month') return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
  if (choice === 'last_7_days' || choice === 'last_90_days') {
    const first = new Date(year, now.getMonth(), now.getDate() - (choice === 'last_7_days' ? 6 : 89));
    return { from: isoDay(first), to: isoDay(now) };
  }
  if (
    choice === 'custom' &&
    custom.from &&
    custom.to &&
    DAY.test(custom.from) &&
    DAY.test(custom.to) &&
    custom.from <= custom.to
  ) {
    return { from: custom.from, to: custom.to };
  }
  return { from: monthRange(year, month).from, to: isoDay(now) };
}
