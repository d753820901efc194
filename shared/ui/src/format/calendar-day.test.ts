import { calendarDay, displayDay, isoDay, yearsBefore } from './calendar-day';

describe('calendarDay', () => {
  it('reads yyyy-MM-dd as a local day', () => {
    expect(calendarDay('2030-01-31')).toEqual(new Date(2030, 0, 31));
  });

  it.each(['', '31/01/2030', '2026-02-30', '2026-13-01', null])('names no day for %p', (value) => {
    expect(calendarDay(value)).toBeNull();
  });
});

describe('isoDay', () => {
  it('names the day a calendar shows, late in the evening too (never the UTC day)', () => {
    expect(isoDay(new Date(2025, 0, 31))).toBe('2025-01-31');
    expect(isoDay(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31');
    expect(calendarDay(isoDay(new Date(2026, 1, 28)))).toEqual(new Date(2026, 1, 28));
  });
});

describe('yearsBefore', () => {
  it('keeps the day, and turns 29 February into 28 February', () => {
    expect(yearsBefore(new Date(2026, 4, 15), 18)).toEqual(new Date(2008, 4, 15));
    expect(yearsBefore(new Date(2028, 1, 29), 1)).toEqual(new Date(2027, 1, 28));
  });
});

describe('displayDay', () => {
  it('shows yyyy-MM-dd as dd/MM/yyyy and leaves anything else alone', () => {
    expect(displayDay('1990-04-12')).toBe('12/04/1990');
    expect(displayDay('soon')).toBe('soon');
  });
});
