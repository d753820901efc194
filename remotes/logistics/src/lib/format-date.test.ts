import { formatDate, formatDateTime } from './format-date';

describe('formatDate and formatDateTime', () => {
  it('shows a calendar day as MM/dd/yyyy, whatever the time zone', () => {
    expect(formatDate('2025-01-31')).toBe('01/31/2025');
  });

  it('shows an instant in local time', () => {
    const local = new Date(2025, 0, 6, 5, 30).toISOString();
    expect(formatDateTime(local)).toBe('01/06/2025 05:30');
    expect(formatDate(local)).toBe('01/06/2025');
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
  });
});
