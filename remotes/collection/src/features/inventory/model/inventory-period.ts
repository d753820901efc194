import { displayTimeZone } from '@maziwa/ui';

/** Days the page covers when it opens: the variance chart's 30 days, today included. */
export const DEFAULT_DAYS = 30;

/** yyyy-MM-dd of an instant on the organisation's clock (the days the API counts in). */
export function dayIn(zone: string, instant = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** A day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The last DEFAULT_DAYS days ending today in the organisation's zone. */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const to = dayIn(displayTimeZone(), now);
  return { from: addDays(to, -(DEFAULT_DAYS - 1)), to };
}
