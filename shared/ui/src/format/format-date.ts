import { wallClockOfValue, type WallClock } from './zoned-time';

const pad = (n: number) => String(n).padStart(2, '0');
const NONE = 'N/A';

type DateValue = string | Date | null | undefined;

const day = (c: WallClock) => `${pad(c.month)}/${pad(c.day)}/${c.year}`;
const time = (c: WallClock) => `${pad(c.hour)}:${pad(c.minute)}`;

/**
 * A day as MM/dd/yyyy (the spec's default date display), or N/A. A calendar day
 * ("2026-10-31") is that day; an instant is its day in the organisation's zone.
 *
 * @example formatDate('2026-10-31') // "10/31/2026"
 */
export function formatDate(value: DateValue): string {
  const clock = wallClockOfValue(value);
  return clock ? day(clock) : NONE;
}

/**
 * An instant as MM/dd/yyyy HH:mm in the organisation's zone, or N/A.
 *
 * @example formatDateTime('2025-01-06T02:30:00Z') // "01/06/2025 05:30" (Nairobi)
 */
export function formatDateTime(value: DateValue): string {
  const clock = wallClockOfValue(value);
  return clock ? `${day(clock)} ${time(clock)}` : NONE;
}

/**
 * An instant as dd/MM/yyyy HH:mm in the organisation's zone (the collection schedule's
 * format, as its Edit Schedule picker shows it), or N/A.
 *
 * @example formatScheduleTime('2025-01-06T02:30:00Z') // "06/01/2025 05:30" (Nairobi)
 */
export function formatScheduleTime(value: DateValue): string {
  const clock = wallClockOfValue(value);
  return clock ? `${pad(clock.day)}/${pad(clock.month)}/${clock.year} ${time(clock)}` : NONE;
}
