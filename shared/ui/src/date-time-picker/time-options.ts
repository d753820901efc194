import { formatWallClock } from '../format/format-date';

/** "HH:mm" times of one day in `stepMinutes` steps: 00:00, 00:30, ... 23:30 for 30. */
export function timeOptions(stepMinutes = 30): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return times;
}

/** The step at or before the time of `date`, as "HH:mm". */
export function timeOfDay(date: Date, stepMinutes = 30): string {
  const minutes = date.getHours() * 60 + date.getMinutes();
  const floored = minutes - (minutes % stepMinutes);
  return `${pad(Math.floor(floored / 60))}:${pad(floored % 60)}`;
}

/** `day` at the time "HH:mm", seconds cleared. */
export function withTime(day: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const result = new Date(day);
  result.setHours(hours, minutes, 0, 0);
  return result;
}

/**
 * The picker's value as its input shows it, the console's dd/MM/yyyy HH:mm (formatWallClock,
 * DATE_TIME_FORMAT). The value holds the organisation's wall clock in the browser's fields
 * (see toZonedInput), so its own getters are read; date-fns' format did the same, but pulled
 * some 6 KiB of script (its formatters and English locale) onto every page, calendar or not.
 */
export function pickerText(date: Date): string {
  return formatWallClock({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
