import { formatDate, formatNumber } from './format';

describe('formatDate', () => {
  it('shows a calendar day as MM/dd/yyyy, whatever the time zone', () => {
    expect(formatDate('2026-10-31')).toBe('10/31/2026');
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('soon')).toBe('N/A');
  });
});

describe('formatNumber', () => {
  it('separates thousands and keeps at most the decimals asked for', () => {
    expect(formatNumber(12480.5)).toBe('12,480.5');
    expect(formatNumber(82.44, 1)).toBe('82.4');
    expect(formatNumber(0)).toBe('0');
  });

  it('says N/A for a missing value', () => {
    expect(formatNumber(null)).toBe('N/A');
  });
});
