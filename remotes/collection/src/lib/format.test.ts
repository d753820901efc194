import { formatDateTime, formatNumber, formatScheduleTime, parseTime, statusLabel } from './format';

describe('format', () => {
  it('shows a schedule time as dd/MM/yyyy HH:mm in local time', () => {
    expect(formatScheduleTime('2025-01-06T05:30:00')).toBe('06/01/2025 05:30');
    expect(formatScheduleTime(new Date(2025, 11, 31, 23, 0).toISOString())).toBe('31/12/2025 23:00');
  });

  it('shows other times as MM/dd/yyyy HH:mm', () => {
    expect(formatDateTime('2025-01-06T05:30:00')).toBe('01/06/2025 05:30');
  });

  it('reads a calendar day as that day, whatever the time zone', () => {
    expect(parseTime('2025-01-31')).toEqual(new Date(2025, 0, 31));
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatScheduleTime(null)).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
    expect(statusLabel('')).toBe('N/A');
  });

  it('writes numbers with separators and statuses in words', () => {
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatNumber(0)).toBe('0');
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('delayed')).toBe('Delayed');
  });
});
