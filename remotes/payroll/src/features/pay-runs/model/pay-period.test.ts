import { monthOptions } from '@maziwa/ui';
import { formatDays, formatPayPeriod, lastClosedMonth, openDaysOf, periodOf } from './pay-period';

describe('pay periods', () => {
  it('says a whole month by its name and a half by its days', () => {
    expect(formatPayPeriod('2026-03-01', '2026-03-31')).toBe('March 2026');
    expect(formatPayPeriod('2026-03-01', '2026-03-15')).toBe('1–15 Mar 2026');
    expect(formatPayPeriod('2026-02-16', '2026-02-28')).toBe('16–28 Feb 2026');
  });

  it('gives the days of each kind of period, February and leap years included', () => {
    expect(periodOf('month', '2026-03')).toEqual({ period_start: '2026-03-01', period_end: '2026-03-31' });
    expect(periodOf('first_half', '2026-03')).toEqual({ period_start: '2026-03-01', period_end: '2026-03-15' });
    expect(periodOf('second_half', '2028-02')).toEqual({ period_start: '2028-02-16', period_end: '2028-02-29' });
  });

  it('takes the month in Nairobi: 1 April 00:30 there is still 31 March in UTC', () => {
    const now = new Date('2026-03-31T21:30:00Z');
    expect(lastClosedMonth(now)).toBe('2026-03');
    expect(lastClosedMonth(new Date('2026-01-10T08:00:00Z'))).toBe('2025-12');
    // The New Pay Run dialog's months, from the kit: this month and the ones before, in Nairobi too.
    expect(monthOptions(now, 3)).toEqual([
      { value: '2026-04', label: 'April 2026' },
      { value: '2026-03', label: 'March 2026' },
      { value: '2026-02', label: 'February 2026' },
    ]);
  });
});

describe('the days an early approval closes', () => {
  it('runs from today to the end of a period that has not ended', () => {
    expect(openDaysOf('2026-11-01', '2026-11-30', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-30' });
    expect(openDaysOf('2026-11-16', '2026-11-30', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(openDaysOf('2026-11-01', '2026-11-30', '2026-12-01')).toBeNull();
  });

  it('says them as people do', () => {
    expect(formatDays({ from: '2026-11-28', to: '2026-11-30' })).toBe('28–30 November');
    expect(formatDays({ from: '2026-11-30', to: '2026-11-30' })).toBe('30 November');
  });
});
