import type { Id } from '@maziwa/contracts';
import type { SelectOption } from '@maziwa/ui/forms';

/** One row of Items: what was supplied and how many. */
export interface SupplyItemValues {
  item: string;
  /** '' while empty (a number input). */
  quantity: number | '';
}

/**
 * What the Add Supply form holds (docs/screens.md#add-supply). The timestamp is a Date whose
 * local fields show the organisation's clock (the picker's value).
 */
export interface SupplyFormValues {
  /** The farmer's Producer link. */
  producerId: Id;
  /** The chosen farmer as the search box shows them, e.g. "Jane Wanjiru (MEM-001)". */
  producerLabel: string;
  items: SupplyItemValues[];
  totalCost: number | '';
  timestamp: Date | null;
  status: string;
  category: string;
  supplierName: string;
  supplierPhone: string;
}

export const emptySupplyItem: SupplyItemValues = { item: '', quantity: 1 };

/** A new supply: one item row, nothing owed yet, now, ordered, seeds (docs/screens.md#add-supply). */
export function newSupplyFormValues(now: Date | null): SupplyFormValues {
  return {
    producerId: '',
    producerLabel: '',
    items: [emptySupplyItem],
    totalCost: 0,
    timestamp: now,
    status: 'ordered',
    category: 'seeds',
    supplierName: '',
    supplierPhone: '',
  };
}

/** The statuses supplies usually have (the API keeps free text). */
export const supplyStatusChoices: SelectOption[] = [
  { value: 'ordered', label: 'Ordered' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The categories the cooperative stocks (the API keeps free text). */
export const supplyCategoryChoices: SelectOption[] = [
  { value: 'seeds', label: 'Seeds' },
  { value: 'feeds', label: 'Feeds' },
  { value: 'veterinary', label: 'Veterinary' },
  { value: 'equipment', label: 'Equipment' },
];
