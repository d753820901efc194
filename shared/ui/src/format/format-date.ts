import { wallClockOfValue, type WallClock } from './zoned-time';

const pad = (n: number) => String(n).padStart(2, '0');
const NONE = 'N/A';

type DateValue = string | Date | null | undefined;

/*
 * The one place the console's date format lives (docs/rules.md#dates). Every day and time
 * it shows (lists, dialogs, the date-time picker, Activity, History, CSV files made in the
 * browser) is written here, in the organisation's zone (time-zone.ts). The API keeps no
 * locale per organisation yet, only a time zone, so the format is Kenya's: day first and a
 * 24-hour clock, "28/11/2026 15:57". An organisation with another locale would change these
 * lines (or set them from the organisation, as setDisplayTimeZone does for the zone) and
 * nothing else.
 */

/** How a day is written, in date-fns' notation. */
export const DATE_FORMAT = 'dd/MM/yyyy';
/** How a time of day is written: 24-hour. */
export const TIME_FORMAT = 'HH:mm';
/** How a moment is written. */
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
/** What a date input asks for, as people read it: "dd/mm/yyyy". */
export const DATE_INPUT_HINT = DATE_FORMAT.toLowerCase();

const dayText = (c: WallClock) => `${pad(c.day)}/${pad(c.month)}/${String(c.year).padStart(4, '0')}`;
const timeText = (c: WallClock) => `${pad(c.hour)}:${pad(c.minute)}`;

/**
 * Wall-clock fields (already in the organisation's zone) as the console writes them: the
 * day, or the day and time. For values that are not instants, e.g. the date-time picker's.
 *
 * @example formatWallClock({ year: 2026, month: 11, day: 28, hour: 15, minute: 57 }) // "28/11/2026 15:57"
 */
export function formatWallClock(clock: WallClock, withTime = true): string {
  return withTime ? `${dayText(clock)} ${timeText(clock)}` : dayText(clock);
}

// A day typed in DATE_FORMAT's order; a one-digit day or month, and - or . between, are taken too.
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The reverse of formatDate for a day typed by hand: "31/01/2025" (or "31-1-2025") as the
 * calendar day "2025-01-31"; null for anything that names no real day (31/02/2025, 01/31/2025).
 *
 * @example parseDate('28/11/2026') // "2026-11-28"
 */
export function parseDate(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 31/02 over into March; a real day comes back as itself.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * A day as dd/MM/yyyy (DATE_FORMAT), or N/A. A calendar day ("2026-10-31") is that day; an
 * instant is its day in the organisation's zone.
 *
 * @example formatDate('2026-10-31') // "31/10/2026"
 */
export function formatDate(value: DateValue): string {
  const clock = wallClockOfValue(value);
  return clock ? formatWallClock(clock, false) : NONE;
}

/**
 * An instant as dd/MM/yyyy HH:mm (DATE_TIME_FORMAT) in the organisation's zone, or N/A.
 *
 * @example formatDateTime('2026-11-28T12:57:10.202Z') // "28/11/2026 15:57" (Nairobi)
 */
export function formatDateTime(value: DateValue): string {
  const clock = wallClockOfValue(value);
  return clock ? formatWallClock(clock) : NONE;
}

/**
 * The time of day of an instant as HH:mm (TIME_FORMAT) in the organisation's zone, or N/A;
 * with `seconds`, HH:mm:ss (for deliveries recorded moments apart).
 *
 * @example formatTime('2026-11-28T12:57:10.202Z') // "15:57" (Nairobi)
 * @example formatTime('2026-11-28T12:57:10.202Z', { seconds: true }) // "15:57:10"
 */
export function formatTime(value: DateValue, { seconds = false }: { seconds?: boolean } = {}): string {
  const clock = wallClockOfValue(value);
  if (!clock) return NONE;
  return seconds ? `${timeText(clock)}:${pad(clock.second ?? 0)}` : timeText(clock);
}

/**
 * @deprecated Use formatDateTime: the schedule has no format of its own any more. Kept so
 * a remote already published against @maziwa/ui 1.x still finds it (a minor only adds).
 */
export const formatScheduleTime = formatDateTime;
