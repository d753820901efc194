import type { PaymentStatus } from '@maziwa/contracts';
import { StatusBadge, type StatusTone } from './status-badge';

/** A payment's status as the reports show it: `delayed` is a pending payment past its due date. */
export type ShownPaymentStatus = PaymentStatus | 'delayed';

const STATUSES: Record<ShownPaymentStatus, { label: string; tone: StatusTone }> = {
  // A draft pay run's payment: not payable until the run is approved.
  draft: { label: 'Draft', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'info' },
  partially_paid: { label: 'Partially paid', tone: 'info' },
  in_progress: { label: 'In Progress', tone: 'info' },
  delayed: { label: 'Delayed', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/**
 * The words a table shows, searches and exports for a payment status; N/A for none (a
 * farmer never paid), an unknown status as sent.
 *
 * @example paymentStatusLabel('in_progress') // "In Progress"
 */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'N/A';
  return STATUSES[status as ShownPaymentStatus]?.label ?? status;
}

/**
 * A payment status as a coloured pill; `delayed` stands out. The word is always written,
 * so colour is never the only cue; no status is plain N/A.
 *
 * @example
 * <PaymentStatusBadge status="delayed" />
 */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>N/A</>;
  return (
    <StatusBadge label={paymentStatusLabel(status)} tone={STATUSES[status as ShownPaymentStatus]?.tone ?? 'neutral'} />
  );
}
