import { monthRange } from '@maziwa/ui';

/** The dashboard's month filter (docs/screens.md#dashboard): October to December. */
export type DashboardMonth = 'october' | 'november' | 'december';
/** The dashboard's status filter (docs/screens.md#dashboard): which milk counts, by pickup. */
export type DashboardStatus = 'all' | 'active' | 'pending' | 'completed';

export const DASHBOARD_MONTHS: { value: DashboardMonth; label: string; month: number }[] = [
  { value: 'october', label: 'October', month: 10 },
  { value: 'november', label: 'November', month: 11 },
  { value: 'december', label: 'December', month: 12 },
];

export const DASHBOARD_STATUSES: { value: DashboardStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

/**
 * The year whose October to December the dashboard shows: this year once October has begun
 * (its October has data), otherwise last year, the latest October that has. So in March
 * 2027 the default October is October 2026, not an October still to come.
 */
export function seasonYear(now = new Date()): number {
  return now.getMonth() >= 9 ? now.getFullYear() : now.getFullYear() - 1;
}

/** The first and last day (yyyy-MM-dd) of a dashboard month of the season. */
export function monthPeriod(month: DashboardMonth, now = new Date()): { from: string; to: string } {
  const { month: number } = DASHBOARD_MONTHS.find((option) => option.value === month)!;
  return monthRange(seasonYear(now), number);
}

/** The query the three dashboard reports share: the month's days and, unless all, the status. */
export interface DashboardQuery {
  from: string;
  to: string;
  status?: Exclude<DashboardStatus, 'all'>;
}

export function dashboardQuery(month: DashboardMonth, status: DashboardStatus, now = new Date()): DashboardQuery {
  return { ...monthPeriod(month, now), ...(status === 'all' ? {} : { status }) };
}
