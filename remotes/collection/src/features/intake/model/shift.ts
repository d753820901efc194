import type { Shift } from '@maziwa/contracts';

function parts(at: Date, timeZone: string) {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${values.year}-${values.month}-${values.day}`, hour: Number(values.hour) };
}

/** The shift of a moment, as the API defaults it: morning before noon in the organisation's zone. */
export function shiftAt(at: Date, timeZone: string): Shift {
  return parts(at, timeZone).hour < 12 ? 'morning' : 'evening';
}

/** The organisation's day of a moment (yyyy-MM-dd): the tally's `date`. */
export function dayAt(at: Date, timeZone: string): string {
  return parts(at, timeZone).day;
}
