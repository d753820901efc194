const pad = (n: number) => String(n).padStart(2, '0');

// Date-only strings are calendar days, not instants: new Date('2025-01-31') would be
// midnight UTC, the day before west of Greenwich.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A time or day from the API as a Date, or null for nothing or nonsense. */
export function parseTime(value: string | null | undefined): Date | null {
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
  const date = parseTime(value);
  return date ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}` : 'N/A';
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
