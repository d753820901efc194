import type { FilterOption } from '@maziwa/ui';
import { formatNumber } from '@maziwa/ui';

/** The store's categories, as the API names them, with their labels. */
export const CATEGORIES = [
  { value: 'feed', label: 'Feed' },
  { value: 'seeds', label: 'Seeds' },
  { value: 'veterinary', label: 'Veterinary' },
  { value: 'equipment', label: 'Equipment' },
] as const;

export type Category = (typeof CATEGORIES)[number]['value'];

export const categoryFilterOptions: FilterOption[] = [{ value: '', label: 'All Categories' }, ...CATEGORIES];

export const stockFilterOptions: FilterOption[] = [
  { value: '', label: 'All Stock' },
  { value: 'low', label: 'Low stock' },
];

export function categoryLabel(value: string): string {
  return CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** "12 bag", shown under a Unit column header or in a sentence: "On hand: 12 × bag". */
export function stockText(quantity: number, unit: string): string {
  return `${formatNumber(quantity)} × ${unit}`;
}
