const pad = (n: number) => String(n).padStart(2, '0');

// Date-only strings are calendar days, not instants: new Date('2025-01-31') would be
// midnight UTC, the day before west of Greenwich.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = DAY_ONLY.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day as MM/dd/yyyy (spec 5: the default date display), or N/A.
 *
 * @example formatDate('2025-01-31') // "01/31/2025"
 */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}` : 'N/A';
}

/**
 * An instant as MM/dd/yyyy HH:mm in the browser's time zone, or N/A.
 *
 * @example formatDateTime('2025-01-06T05:30:00') // "01/06/2025 05:30"
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${formatDate(value)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : 'N/A';
}
