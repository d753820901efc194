import { formatDateTime, formatDay } from './payslip-text';

// The payslip writes days and times as the console does (docs/rules.md#dates).
describe('payslip days and times', () => {
  it('writes a day as dd/MM/yyyy', () => {
    expect(formatDay('2026-11-28')).toBe('28/11/2026');
    expect(formatDay(null)).toBe('N/A');
  });

  it('writes a time as dd/MM/yyyy and a 24-hour HH:mm on the organisation’s clock', () => {
    expect(formatDateTime('2026-11-28T12:57:10.202Z', 'Africa/Nairobi')).toBe('28/11/2026 15:57');
    expect(formatDateTime('2026-11-28T12:57:10.202Z', 'America/Los_Angeles')).toBe('28/11/2026 04:57');
    expect(formatDateTime('2026-11-28T21:30:00Z', 'Africa/Nairobi')).toBe('29/11/2026 00:30');
    expect(formatDateTime(null)).toBe('N/A');
  });
});
