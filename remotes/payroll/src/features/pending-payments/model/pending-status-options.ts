import type { FilterOption } from '@maziwa/ui';

/**
 * The Status filter of the pending list: the report's statuses, shown as the raw values as
 * payment lists do (docs/screens.md#filter-bar). `completed` is left out: completed payments are never in
 * this list (the API refuses status=completed here).
 */
export const pendingStatusOptions: FilterOption[] = [
  { value: '', label: 'All Status' },
  ...['pending', 'in_progress', 'delayed', 'failed'].map((value) => ({ value, label: value })),
];
