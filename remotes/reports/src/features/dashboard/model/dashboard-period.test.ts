import { dashboardQuery, monthPeriod, seasonYear } from './dashboard-period';

describe('seasonYear', () => {
  it('is this year once October has begun', () => {
    expect(seasonYear(new Date(2026, 9, 1))).toBe(2026);
    expect(seasonYear(new Date(2026, 11, 31))).toBe(2026);
  });

  it('is last year before October, whose October is the latest with data', () => {
    expect(seasonYear(new Date(2027, 0, 1))).toBe(2026);
    expect(seasonYear(new Date(2027, 8, 30))).toBe(2026);
  });
});

describe('monthPeriod and dashboardQuery', () => {
  const now = new Date(2026, 10, 22);

  it('give every day of the month', () => {
    expect(monthPeriod('october', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthPeriod('november', now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod('december', new Date(2027, 2, 1))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('leave the status out for all milk', () => {
    expect(dashboardQuery('october', 'all', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(dashboardQuery('october', 'completed', now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'completed',
    });
  });
});
