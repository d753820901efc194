/** The values of the shared list filter bar (docs/screens.md#filter-bar). Empty string means "all". */
export interface ListFilters {
  search: string;
  /** yyyy-MM-dd */
  date: string;
  /** '1' (January) or '2' (February) */
  month: string;
  status: string;
  paymentStatus: string;
}

export const emptyListFilters: ListFilters = { search: '', date: '', month: '', status: '', paymentStatus: '' };

export interface Option {
  value: string;
  label: string;
}

export const monthOptions: Option[] = [
  { value: '', label: 'All Months' },
  { value: '1', label: 'January' },
  { value: '2', label: 'February' },
];

export const scheduleStatusOptions: Option[] = [
  { value: '', label: 'All Status' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'delayed', label: 'Delayed' },
];

/** Payment lists show the raw values as labels (docs/screens.md#filter-bar). */
export const paymentListStatusOptions: Option[] = [
  { value: '', label: 'All Status' },
  { value: 'completed', label: 'completed' },
  { value: 'in_progress', label: 'in_progress' },
  { value: 'delayed', label: 'delayed' },
];

/** Payment lifecycle (DOMAIN.md: pending -> processing -> completed or failed). */
export const paymentStatusOptions: Option[] = [
  { value: '', label: 'All Payment Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'completed', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];
