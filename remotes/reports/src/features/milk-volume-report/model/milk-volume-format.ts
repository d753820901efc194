import { formatDate, formatNumber } from '@maziwa/ui';

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
