import {
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatScheduleTime,
  formatTime,
  formatWallClock,
  parseDate,
} from './format-date';
import { formatKsh, formatMoney } from './format-ksh';
import { formatCode, formatLitres, formatNumber, formatPercent } from './format-number';
import { DEFAULT_TIME_ZONE, displayTimeZone, setDisplayTimeZone } from './time-zone';
import { fromZonedInput, toZonedInput } from './zoned-time';

// jest.config.cjs runs these tests in Los Angeles: every time below would read 11 hours
// earlier (a day earlier in the evening) if a formatter used the browser's zone.
it('runs in a zone other than the organisation’s', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  expect(displayTimeZone()).toBe(DEFAULT_TIME_ZONE);
  expect(DEFAULT_TIME_ZONE).toBe('Africa/Nairobi');
});

describe('days and times', () => {
  it('writes a moment as the organisation’s format, Kenya’s dd/MM/yyyy HH:mm, on the Nairobi clock', () => {
    expect(DATE_TIME_FORMAT).toBe('dd/MM/yyyy HH:mm');
    // The example: Activity showed this instant as UTC ISO text.
    expect(formatDateTime('2026-11-28T12:57:10Z')).toBe('28/11/2026 15:57');
    expect(formatDateTime('2026-11-28T12:57:10.202Z')).toBe('28/11/2026 15:57');
  });

  it('shows a calendar day as dd/MM/yyyy, that very day', () => {
    expect(formatDate('2025-01-31')).toBe('31/01/2025');
    expect(formatDate('2026-10-01')).toBe('01/10/2026');
    expect(formatDate('2026-12-02')).toBe('02/12/2026');
  });

  it('shows an instant on its day in Nairobi, not the browser’s', () => {
    expect(formatDate('2025-01-06T20:30:00Z')).toBe('06/01/2025');
    expect(formatDate('2025-01-06T21:30:00Z')).toBe('07/01/2025');
    expect(formatDate(new Date('2025-01-06T21:30:00Z'))).toBe('07/01/2025');
  });

  it('shows times as dd/MM/yyyy HH:mm on the Nairobi clock, 24-hour', () => {
    expect(formatDateTime('2025-01-06T02:30:00Z')).toBe('06/01/2025 05:30');
    expect(formatDateTime('2026-03-02T06:30:00.000Z')).toBe('02/03/2026 09:30');
    expect(formatDateTime('2026-03-01T22:15:00.000Z')).toBe('02/03/2026 01:15');
    expect(formatDateTime('2026-03-01T21:00:00.000Z')).toBe('02/03/2026 00:00');
    expect(formatDateTime('2025-12-31T20:00:00Z')).toBe('31/12/2025 23:00');
  });

  it('shows a time of day on the Nairobi clock, 24-hour, to the second when asked', () => {
    expect(formatTime('2026-11-28T12:57:10.202Z')).toBe('15:57');
    expect(formatTime('2026-11-28T12:57:10.202Z', { seconds: true })).toBe('15:57:10');
    expect(formatTime('2026-11-28T21:05:03Z', { seconds: true })).toBe('00:05:03');
    expect(formatTime(null)).toBe('N/A');
  });

  it('has one format for a trip everywhere: the schedule’s old formatter is formatDateTime', () => {
    expect(formatScheduleTime).toBe(formatDateTime);
    expect(formatWallClock({ year: 2026, month: 12, day: 2, hour: 6, minute: 0 })).toBe('02/12/2026 06:00');
    expect(formatWallClock({ year: 2026, month: 12, day: 2, hour: 6, minute: 0 }, false)).toBe('02/12/2026');
  });

  it('says N/A for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('soon')).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
  });

  it('follows the organisation’s zone once it is set, and ignores a zone nobody knows', () => {
    try {
      setDisplayTimeZone('Asia/Kolkata');
      expect(formatDateTime('2025-01-06T02:30:00Z')).toBe('06/01/2025 08:00');
      setDisplayTimeZone('Mars/Olympus_Mons');
      expect(displayTimeZone()).toBe('Africa/Nairobi');
      setDisplayTimeZone('America/New_York');
      setDisplayTimeZone(null);
      expect(displayTimeZone()).toBe('Africa/Nairobi');
    } finally {
      setDisplayTimeZone(DEFAULT_TIME_ZONE);
    }
  });
});

describe('a day typed by hand', () => {
  it('reads dd/MM/yyyy (one-digit day or month, - or . between) as yyyy-MM-dd, the reverse of formatDate', () => {
    expect(parseDate('28/11/2026')).toBe('2026-11-28');
    expect(parseDate(' 5/3/2024 ')).toBe('2024-03-05');
    expect(parseDate('05-03-2024')).toBe('2024-03-05');
    expect(parseDate('29.02.2028')).toBe('2028-02-29');
    expect(formatDate(parseDate('31/01/2025'))).toBe('31/01/2025');
  });

  it.each(['', '31/02/2025', '29/02/2026', '01/13/2025', '2025-01-31', '31/01/25', '31/01/2025 10:00'])(
    'names no day for %p',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );
});

describe('the date-time picker’s value', () => {
  it('reads the Nairobi clock into a local Date and back to the same instant', () => {
    const input = toZonedInput('2025-01-06T02:30:00Z');
    expect(input).toEqual(new Date(2025, 0, 6, 5, 30));
    expect(fromZonedInput(input!).toISOString()).toBe('2025-01-06T02:30:00.000Z');
  });

  it('reads a calendar day as that day, whatever the zone', () => {
    expect(toZonedInput('2025-01-31')).toEqual(new Date(2025, 0, 31));
    expect(toZonedInput('2026-10-01')?.getDate()).toBe(1);
  });

  it('finds the instant across a change of daylight saving time', () => {
    // 2025-03-09 02:30 does not exist in Los Angeles; in New York 06:00 is after its change.
    expect(fromZonedInput(new Date(2025, 2, 9, 6, 0), 'America/New_York').toISOString()).toBe(
      '2025-03-09T10:00:00.000Z',
    );
    expect(fromZonedInput(new Date(2025, 6, 1, 12, 0), 'America/New_York').toISOString()).toBe(
      '2025-07-01T16:00:00.000Z',
    );
  });

  it('has nothing for nothing or nonsense', () => {
    expect(toZonedInput(null)).toBeNull();
    expect(toZonedInput('soon')).toBeNull();
  });
});

describe('numbers', () => {
  it('separates thousands and keeps at most the decimals asked for', () => {
    expect(formatNumber(12480.5)).toBe('12,480.5');
    expect(formatNumber(1250.5)).toBe('1,250.5');
    expect(formatNumber(184250)).toBe('184,250');
    expect(formatNumber(82.44, 1)).toBe('82.4');
    expect(formatNumber(18452.4, 0)).toBe('18,452');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes litres with their unit and percentages to two decimals', () => {
    expect(formatLitres(1250.5)).toBe('1,250.5 L');
    expect(formatPercent(3.8)).toBe('3.80%');
    expect(formatPercent(3.214, 1)).toBe('3.2%');
  });

  it('writes a stored code in words', () => {
    expect(formatCode('in_progress')).toBe('In Progress');
    expect(formatCode('delayed')).toBe('Delayed');
  });

  it('says N/A for a missing value', () => {
    expect(formatNumber(null)).toBe('N/A');
    expect(formatNumber(undefined)).toBe('N/A');
    expect(formatNumber(Number.NaN)).toBe('N/A');
    expect(formatLitres(null)).toBe('N/A');
    expect(formatPercent(null)).toBe('N/A');
    expect(formatCode('')).toBe('N/A');
  });
});

describe('formatKsh', () => {
  it('adds the Ksh label, thousands separators and always two decimals', () => {
    expect(formatKsh(51200)).toBe('Ksh 51,200.00');
    expect(formatKsh(1234567.5)).toBe('Ksh 1,234,567.50');
    expect(formatKsh(0.005)).toBe('Ksh 0.01');
    expect(formatMoney(7400)).toBe('7,400.00');
  });

  it('takes the KSh spelling and four decimals where the spec shows a balance so', () => {
    expect(formatKsh(450, { label: 'KSh', decimals: 4 })).toBe('KSh 450.0000');
  });
});
