const pad = (n: number) => String(n).padStart(2, '0');

// Date-only strings are calendar days, not instants: new Date('2025-01-31') would be
// midnight UTC, the day before west of Greenwich.
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as MM/dd/yyyy (spec 5: the default date display), or N/A.
 *
 * @example formatDate('2026-10-31') // "10/31/2026"
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = DAY_ONLY.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/**
 * A number with thousands separators and at most `decimals` decimals, or N/A.
 *
 * @example formatNumber(12480.5) // "12,480.5"
 */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals });
}

/**
 * A payment method as stored, with the underscores shown as spaces (spec 2.6).
 *
 * @example paymentMethodText('mobile_money') // "mobile money"
 */
export function paymentMethodText(method: string | null | undefined): string {
  return method ? method.replace(/_/g, ' ') : 'N/A';
}
