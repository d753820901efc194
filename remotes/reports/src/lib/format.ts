const pad = (n: number) => String(n).padStart(2, '0');

// Date-only strings are calendar days, not instants: new Date('2025-01-31') would be
// midnight UTC, the day before west of Greenwich.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd day as a local Date, or null. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = DAY_ONLY.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day as MM/dd/yyyy (spec 5: the default date display), or N/A.
 *
 * @example formatDate('2026-10-31') // "10/31/2026"
 */
export function formatDate(value: string | null | undefined): string {
  const date = parseDay(value);
  return date ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}` : 'N/A';
}

/**
 * A number with thousands separators and at most `decimals` decimals, or N/A.
 *
 * @example formatNumber(18452.4, 0) // "18,452"
 */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals });
}

/**
 * A percentage with two decimals, or N/A.
 *
 * @example formatPercent(3.8) // "3.80%"
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return `${value.toFixed(2)}%`;
}
