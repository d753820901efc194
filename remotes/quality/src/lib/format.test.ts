import { formatDate, formatNumber, parseTime } from './format';

describe('format', () => {
  it('shows a calendar day as MM/dd/yyyy, whatever the time zone', () => {
    expect(formatDate('2025-01-31')).toBe('01/31/2025');
    expect(parseTime('2025-01-31')).toEqual(new Date(2025, 0, 31));
  });

  it('shows an instant on its local day', () => {
    expect(formatDate(new Date(2025, 0, 6, 23, 30).toISOString())).toBe('01/06/2025');
  });

  it('writes numbers with separators', () => {
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatNumber(0)).toBe('0');
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('soon')).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
  });
});
