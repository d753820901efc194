import { paymentStatusLabel, type ShownPaymentStatus } from '@maziwa/ui';

const STATUSES: ShownPaymentStatus[] = ['pending', 'delayed', 'in_progress', 'completed', 'failed'];

/** The Status filter of the list: the latest payment's status (the report's `status`). */
export const farmerPaymentStatusOptions = [
  { value: '', label: 'All Payment Status' },
  ...STATUSES.map((value) => ({ value, label: paymentStatusLabel(value) })),
];
