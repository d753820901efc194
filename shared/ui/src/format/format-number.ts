const NONE = 'N/A';

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A quantity with thousands separators and at most `decimals` decimals, or N/A.
 *
 * @example formatNumber(12480.5) // "12,480.5"
 * @example formatNumber(18452.4, 0) // "18,452"
 */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  return isNumber(value) ? value.toLocaleString('en-US', { maximumFractionDigits: decimals }) : NONE;
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
