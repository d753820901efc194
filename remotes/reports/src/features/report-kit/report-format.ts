import { formatDate, formatNumber } from '@maziwa/ui';

/**
 * A day on a chart's axis without its year, which the period above the chart already says:
 * "28/11/2026" -> "28/11". Whatever order formatDate prints, only the year and its separator go.
 */
export const formatShortDate = (value: unknown) => formatDate(value as string).replace(/[/ .-]?\d{4}[/ .-]?/, '');

// The figures every report prints the same way; a report's own file adds what only it shows.

/** A count, whole. */
export const formatCount = (value: unknown) => formatNumber(value as number | null, 0);
/** Litres without a unit (the column title carries "(L)"). */
export const formatLitresValue = (value: unknown) => formatNumber(value as number | null);
/** Fat and protein: two decimals, as the analysers print them. */
export const formatPct = (value: unknown) => (value == null ? 'N/A' : `${formatNumber(value as number)} %`);
/** A share of 100, one decimal; N/A when there was nothing to share. */
export const formatShare = (value: unknown) => (value == null ? 'N/A' : `${formatNumber(value as number, 1)} %`);
/** SCC on a chart axis: "250k". */
export const formatSccShort = (value: number) => `${formatNumber(value / 1000, 0)}k`;

/** Where SCC starts to cost money in quality-based pay: the band edges (cells/ml). */
export const SCC_LINES = [
  { y: 200_000, label: '200k' },
  { y: 400_000, label: '400k' },
] as const;
