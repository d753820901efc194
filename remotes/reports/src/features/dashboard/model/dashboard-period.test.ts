import { DASHBOARD_MONTH_COUNT, dashboardMonths, dashboardQuery } from './dashboard-period';

describe('dashboardMonths', () => {
  it('offers this month, in Nairobi, and the 35 before it, newest first, grouped by year', () => {
    // 1 November 01:30 in Nairobi is still 31 October in UTC: the dashboard is on November.
    const groups = dashboardMonths(new Date('2026-10-31T22:30:00Z'));
    expect(groups.map((group) => [group.label, group.options.length])).toEqual([
      ['2026', 11],
      ['2025', 12],
      ['2024', 12],
      ['2023', 1],
    ]);
    const months = groups.flatMap((group) => group.options);
    expect(months).toHaveLength(DASHBOARD_MONTH_COUNT);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months[1]).toEqual({ value: '2026-10', label: 'October 2026' });
    expect(months.at(-1)).toEqual({ value: '2023-12', label: 'December 2023' });
  });
});

describe('dashboardQuery', () => {
  it('gives every day of the month, February and leap years included', () => {
    expect(dashboardQuery('2026-11', 'all')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(dashboardQuery('2025-12', 'all')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(dashboardQuery('2028-02', 'all')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('leaves the status out for all milk', () => {
    expect(dashboardQuery('2026-10', 'completed')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'completed',
    });
  });
});
