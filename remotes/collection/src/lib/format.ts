const pad = (n: number) => String(n).padStart(2, '0');

// Date-only strings are calendar days, not instants: new Date('2025-01-31') would be
// midnight UTC, the day before west of Greenwich.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A time from the API as a Date, or null for nothing or nonsense. */
export function parseTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = DAY_ONLY.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant as dd/MM/yyyy HH:mm in the browser's time zone (spec 5: the schedule's
 * format), or N/A.
 *
 * @example formatScheduleTime('2025-01-06T05:30:00') // "06/01/2025 05:30"
 */
export function formatScheduleTime(value: string | null | undefined): string {
  const date = parseTime(value);
  if (!date) return 'N/A';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An instant as MM/dd/yyyy HH:mm (spec 5: the default date display), or N/A.
 *
 * @example formatDateTime('2025-01-06T05:30:00') // "01/06/2025 05:30"
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = parseTime(value);
  if (!date) return 'N/A';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A quantity with thousands separators and at most two decimals.
 *
 * @example formatNumber(1250.5) // "1,250.5"
 */
export function formatNumber(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? numbers.format(value) : 'N/A';
}

/**
 * A status code in words.
 *
 * @example statusLabel('in_progress') // "In Progress"
 */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'N/A';
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
