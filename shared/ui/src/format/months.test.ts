import {
  currentMonth,
  groupMonthsByYear,
  isMonth,
  MONTH_NAMES,
  monthDays,
  monthLabel,
  monthOptions,
  monthRange,
  previousMonth,
  recentMonths,
} from './months';
import { DEFAULT_TIME_ZONE, setDisplayTimeZone } from './time-zone';

afterEach(() => setDisplayTimeZone(DEFAULT_TIME_ZONE));

describe('months', () => {
  it('names every month', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });

  it('takes this month in the organisation’s zone, not the computer’s (these tests run in Los Angeles)', () => {
    // 1 April 00:30 in Nairobi is still 31 March in UTC and in Los Angeles.
    const now = new Date('2026-03-31T21:30:00Z');
    expect(currentMonth(now)).toBe('2026-04');
    setDisplayTimeZone('America/Los_Angeles');
    expect(currentMonth(now)).toBe('2026-03');
  });

  it('steps back over the turn of a year', () => {
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2026-01')).toBe('2025-12');
  });

  it('gives the first and last day of a month, February and leap years included', () => {
    expect(monthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(2025, 12)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('tells a yyyy-MM month from anything else', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const value of ['2026-13', '2026-00', '2026-1', '11', '', null, undefined]) expect(isMonth(value)).toBe(false);
  });

  it('offers this month and the ones before it, newest first', () => {
    const now = new Date('2026-03-31T21:30:00Z');
    expect(monthOptions(now, 3)).toEqual([
      { value: '2026-04', label: 'April 2026' },
      { value: '2026-03', label: 'March 2026' },
      { value: '2026-02', label: 'February 2026' },
    ]);
  });

  it('offers a list this year up to this month and every month of the two years before, grouped by year', () => {
    const groups = groupMonthsByYear(recentMonths(new Date('2026-11-28T12:00:00Z')));
    expect(groups.map((group) => group.label)).toEqual(['2026', '2025', '2024']);
    expect(groups[0].options.map((option) => option.label)).toEqual(
      [
        'November',
        'October',
        'September',
        'August',
        'July',
        'June',
        'May',
        'April',
        'March',
        'February',
        'January',
      ].map((name) => `${name} 2026`),
    );
    expect(groups[1].options).toHaveLength(12);
    expect(groups[2].options.at(-1)).toEqual({ value: '2024-01', label: 'January 2024' });
    // In January this year has one month.
    const january = groupMonthsByYear(recentMonths(new Date('2027-01-05T12:00:00Z')));
    expect(january.map((group) => [group.label, group.options.length])).toEqual([
      ['2027', 1],
      ['2026', 12],
      ['2025', 12],
    ]);
  });
});
