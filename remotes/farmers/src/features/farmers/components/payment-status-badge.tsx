import type { PaymentStatus } from '@maziwa/contracts';
import { StatusBadge, type StatusTone } from '@maziwa/ui';

type ShownStatus = PaymentStatus | 'delayed';

const STATUSES: Record<ShownStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  in_progress: { label: 'In Progress', tone: 'info' },
  delayed: { label: 'Delayed', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** The words the table shows and exports for a payment status; N/A when never paid. */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'N/A';
  return STATUSES[status as ShownStatus]?.label ?? status;
}

/**
 * The latest payment's status as a coloured pill (the word is always written).
 *
 * @example
 * <PaymentStatusBadge status="delayed" />
 */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  if (!status) return <>N/A</>;
  return <StatusBadge label={paymentStatusLabel(status)} tone={STATUSES[status as ShownStatus]?.tone ?? 'neutral'} />;
}

/** The Status filter of the list: the latest payment's status (the report's `status`). */
export const farmerPaymentStatusOptions = [
  { value: '', label: 'All Payment Status' },
  ...(['pending', 'delayed', 'in_progress', 'completed', 'failed'] as const).map((value) => ({ value, label: STATUSES[value].label })),
];
