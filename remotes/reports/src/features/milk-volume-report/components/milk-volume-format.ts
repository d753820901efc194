import { formatDate, formatNumber } from '@maziwa/ui';

/** Litres without a unit (the column title carries "(L)"). */
export const formatLitresValue = (value: unknown) => formatNumber(value as number | null);
/** A change in litres, signed so a fall reads as one: "+120.50", "-30.00". */
export const formatChangeLitres = (value: unknown) => {
  const litres = value as number;
  return `${litres > 0 ? '+' : ''}${formatNumber(litres)}`;
};
/** A change in %, signed, one decimal; "New" when the previous period had no milk. */
export const formatChangePct = (value: unknown) => {
  if (value == null) return 'New';
  const pct = value as number;
  return `${pct > 0 ? '+' : ''}${formatNumber(pct, 1)} %`;
};
/** A bucket of days: one day, or "first – last" for a week or month. */
export const formatBucket = (start: string, end: string) =>
  start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
/** A chart tick: the day without its year ("11/28/2026" -> "11/28"). */
export const shortDay = (value: unknown) => formatDate(value as string).replace(/[/ -]?\d{4}[/ -]?/, '');
