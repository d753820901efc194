import { formatDate, formatNumber, formatPercent, parseDay } from './format';

describe('formatDate', () => {
  it('shows a calendar day as MM/dd/yyyy, whatever the time zone', () => {
    expect(formatDate('2026-10-01')).toBe('10/01/2026');
    expect(parseDay('2026-10-01')?.getDate()).toBe(1);
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('soon')).toBe('N/A');
  });
});

describe('formatNumber and formatPercent', () => {
  it('separate thousands and fix the decimals', () => {
    expect(formatNumber(18452.4, 0)).toBe('18,452');
    expect(formatNumber(184250)).toBe('184,250');
    expect(formatPercent(3.8)).toBe('3.80%');
  });

  it('say N/A when there is nothing to average', () => {
    expect(formatNumber(null)).toBe('N/A');
    expect(formatPercent(null)).toBe('N/A');
  });
});
