import { addDays, monthEnd } from './days';

it('adds days across months, years and leap days', () => {
  expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-12-31', 10)).toBe('2027-01-10');
});

it('knows the last day of a month', () => {
  expect(monthEnd('2026-02-16')).toBe('2026-02-28');
  expect(monthEnd('2028-02-01')).toBe('2028-02-29');
  expect(monthEnd('2026-11-24')).toBe('2026-11-30');
});
