import type { FilterOption, StatusTone } from '@maziwa/ui';
import type { SupplyItem } from '@maziwa/contracts';

/** "Dairy meal 70 kg × 2, Mineral lick × 1". */
export const itemsText = (items: SupplyItem[]) =>
  items.map(({ item, quantity }) => `${item} × ${quantity}`).join(', ') || 'N/A';

/** "seeds" -> "Seeds"; statuses and categories are free text (docs/rules.md#statuses), shown as written. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

const TONES: Record<string, StatusTone> = { ordered: 'info', delivered: 'success', cancelled: 'danger' };

/** Known statuses get a colour; any other free-text status is neutral. */
export const supplyStatusTone = (status: string): StatusTone => TONES[status.toLowerCase()] ?? 'neutral';

/** The usual supply statuses (the API stores free text; these are the ones it names). */
export const supplyStatusOptions: FilterOption[] = [
  { value: '', label: 'All Status' },
  { value: 'ordered', label: 'Ordered' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];
