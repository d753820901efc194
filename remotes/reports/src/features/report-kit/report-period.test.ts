import { reportPeriod } from './report-period';

const now = new Date(2026, 10, 25); // 25 November 2026

it('gives this month to today, last month whole, and the last 90 days ending today', () => {
  expect(reportPeriod('this_month', {}, now)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  expect(reportPeriod('last_month', {}, now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  expect(reportPeriod('last_90_days', {}, now)).toEqual({ from: '2026-08-28', to: '2026-11-25' });
  expect(reportPeriod('last_7_days', {}, now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
  expect(reportPeriod('last_7_days', {}, new Date(2026, 2, 3))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
});

it('crosses the year in January', () => {
  expect(reportPeriod('last_month', {}, new Date(2027, 0, 10))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
});

it('takes a custom period only when both days are given the right way round', () => {
  expect(reportPeriod('custom', { from: '2026-09-01', to: '2026-09-15' }, now)).toEqual({
    from: '2026-09-01',
    to: '2026-09-15',
  });
  expect(reportPeriod('custom', { from: '2026-09-15', to: '2026-09-01' }, now)).toEqual({
    from: '2026-11-01',
    to: '2026-11-25',
  });
  expect(reportPeriod('custom', { from: '2026-09-01' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
});
