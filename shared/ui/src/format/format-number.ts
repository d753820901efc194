const NONE = 'N/A';

// One formatter per number of decimals: toLocaleString builds a new one on every call, which
// shows on a slow phone when a table formats a page of figures.
const formatters = new Map<string, Intl.NumberFormat>();
/** The en-US number formatter with these decimals (kept for reuse). */
export function numberFormatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A quantity with thousands separators and at most `decimals` decimals, or N/A.
 *
 * @example formatNumber(12480.5) // "12,480.5"
 * @example formatNumber(18452.4, 0) // "18,452"
 */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return isNumber(value) ? numberFormatter(0, decimals).format(value) : NONE;
}

/**
 * Litres as a figure with its unit, or N/A.
 *
 * @example formatLitres(1250.5) // "1,250.5 L"
 */
export function formatLitres(value: number | null | undefined): string {
  return isNumber(value) ? `${formatNumber(value)} L` : NONE;
}

/**
 * A percentage with a fixed number of decimals (two by default), or N/A.
 *
 * @example formatPercent(3.8) // "3.80%"
 */
export function formatPercent(value: number | null | undefined, decimals = 2): string {
  return isNumber(value) ? `${value.toFixed(decimals)}%` : NONE;
}

/**
 * A stored code in words, each capitalised, or N/A.
 *
 * @example formatCode('in_progress') // "In Progress"
 */
export function formatCode(code: string | null | undefined): string {
  if (!code) return NONE;
  return code
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
