// The one place the API turns an instant into the organisation's wall clock. Words for staff
// (payslips, Activity's names) and exports both write through it, so a time reads the same
// in a PDF, in Activity and in a CSV (docs/rules.md#dates): days dd/MM/yyyy, 24-hour HH:mm.

/** "2026-03-31" -> "31/03/2026"; nothing "N/A". */
export function formatDay(day: string | null): string {
  if (!day) return 'N/A';
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}

/**
 * How an instant is written. `sortable` ("2026-11-25 06:30") for an export's field under its
 * own name: any spreadsheet, in any locale, reads it as a date and sorts it. `shown`
 * ("25/11/2026 06:30") as the screens write it: words for staff, and an export's column that
 * a screen asked for in its own words.
 */
export type TimeStyle = 'sortable' | 'shown';

// A zone's offset changes at a whole quarter hour of UTC (every change since the 1980s; a
// few older ones fell between, and only times in that quarter hour would be off), so one
// lookup serves every time of the same quarter hour: a big export asks Intl a few
// thousand times, not once a row.
const QUARTER_HOUR = 15 * 60 * 1000;
// A writer kept for the process (shownDateTime's) forgets its offsets past this many quarter
// hours (about ten years' worth), so a long-running API holds a bounded map.
const MAX_REMEMBERED_OFFSETS = 400_000;

/**
 * Writes an instant ("2026-11-25T03:30:00.000Z", as the JSON answers carry it, or a Date) as
 * the wall clock of `zone` to the minute: "2026-11-25 06:30" in Nairobi, or
 * "25/11/2026 06:30" in the `shown` style. What is not a time is written as it came.
 */
export function zonedTimeWriter(zone: string, style: TimeStyle = 'sortable'): (value: unknown) => unknown {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number): number => {
    const slot = Math.floor(ms / QUARTER_HOUR);
    let offset = offsets.get(slot);
    if (offset === undefined) {
      const at = slot * QUARTER_HOUR;
      const field = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
      offset = Date.UTC(field.year, field.month - 1, field.day, field.hour, field.minute, field.second) - at;
      if (offsets.size >= MAX_REMEMBERED_OFFSETS) offsets.clear();
      offsets.set(slot, offset);
    }
    return offset;
  };
  return (value) => {
    if (typeof value !== 'string' && !(value instanceof Date)) return value;
    const ms = value instanceof Date ? value.getTime() : Date.parse(value);
    if (Number.isNaN(ms)) return value;
    const wall = new Date(ms + offsetAt(ms)).toISOString();
    const day = wall.slice(0, 10);
    return `${style === 'shown' ? formatDay(day) : day} ${wall.slice(11, 16)}`;
  };
}

// shownDateTime's writers, one per zone: words for staff come one at a time (a payslip, an
// Activity page), and a writer's Intl formatter and offsets are worth keeping.
const shownWriters = new Map<string, (value: unknown) => unknown>();

/**
 * An instant as dd/MM/yyyy HH:mm on the clock of `timeZone`; nothing (or what is not a time)
 * "N/A".
 *
 * @example shownDateTime('2026-11-28T12:57:10.202Z', 'Africa/Nairobi') // "28/11/2026 15:57"
 */
export function shownDateTime(value: string | null, timeZone: string): string {
  if (!value || Number.isNaN(Date.parse(value))) return 'N/A';
  let write = shownWriters.get(timeZone);
  if (!write) {
    write = zonedTimeWriter(timeZone, 'shown');
    shownWriters.set(timeZone, write);
  }
  return String(write(value));
}
