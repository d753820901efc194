import { groupMonthsByYear, monthDays, monthOptions, type MonthOptionGroup } from '@maziwa/ui';

/** The dashboard's status filter (docs/screens.md#dashboard): which milk counts, by pickup. */
export type DashboardStatus = 'all' | 'active' | 'pending' | 'completed';

export const DASHBOARD_STATUSES: { value: DashboardStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

/** How many months the Month select offers: this one and the 35 before, three years of milk. */
export const DASHBOARD_MONTH_COUNT = 36;

/**
 * The months the dashboard offers (docs/screens.md#dashboard), newest first, grouped by year:
 * this month, in the organisation's zone, and the 35 before it.
 */
export function dashboardMonths(now = new Date()): MonthOptionGroup[] {
  return groupMonthsByYear(monthOptions(now, DASHBOARD_MONTH_COUNT));
}

/** The query the three dashboard reports share: the month's days and, unless all, the status. */
export interface DashboardQuery {
  from: string;
  to: string;
  status?: Exclude<DashboardStatus, 'all'>;
}

/**
 * @example dashboardQuery('2026-11', 'completed') // { from: '2026-11-01', to: '2026-11-30', status: 'completed' }
 */
export function dashboardQuery(month: string, status: DashboardStatus): DashboardQuery {
  return { ...monthDays(month), ...(status === 'all' ? {} : { status }) };
}
