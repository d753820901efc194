import { displayTimeZone } from './time-zone';

// A calendar day from the API ("2025-01-31") is a day, not an instant: reading it as
// midnight UTC would show the day before west of Greenwich.
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The wall-clock fields of an instant in a zone (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Read from an instant; 0 when absent. */
  second?: number;
}

// Building an Intl formatter is slow next to using one; a table formats hundreds of cells.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` shows at `date`. */
export function wallClockOf(date: Date, timeZone = displayTimeZone()): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

/**
 * What to show of a value from the API: a calendar day as that day, an instant as the
 * clock in `timeZone` reads it, or null for nothing or nonsense.
 */
export function wallClockOfValue(
  value: string | Date | null | undefined,
  timeZone = displayTimeZone(),
): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = DAY_ONLY.exec(value);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : wallClockOf(date, timeZone);
}

/**
 * An instant as a Date whose local fields show the organisation's clock, for inputs such
 * as the date-time picker that work in the browser's zone; null for nothing or nonsense.
 * `fromZonedInput` turns the chosen value back into the instant.
 *
 * @example toZonedInput('2025-01-06T02:30:00Z') // a Date reading 06/01/2025 05:30 locally
 */
export function toZonedInput(value: string | Date | null | undefined, timeZone = displayTimeZone()): Date | null {
  const clock = wallClockOfValue(value, timeZone);
  return clock && new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
}

/**
 * The instant at which a clock in `timeZone` shows the local fields of `input` (the
 * reverse of `toZonedInput`).
 *
 * @example fromZonedInput(new Date(2025, 0, 6, 5, 30)).toISOString() // "2025-01-06T02:30:00.000Z"
 */
export function fromZonedInput(input: Date, timeZone = displayTimeZone()): Date {
  const wanted = Date.UTC(input.getFullYear(), input.getMonth(), input.getDate(), input.getHours(), input.getMinutes());
  // The zone's offset at the guess, then again at the result: right across a DST change.
  let instant = wanted;
  for (let i = 0; i < 2; i += 1) {
    const shown = wallClockOf(new Date(instant), timeZone);
    const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant += wanted - shownUtc;
  }
  return new Date(instant);
}
