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

/** The words a table shows and exports for a payment status. */
export function paymentStatusLabel(status: string | null | undefined): string {
  if (!status) return 'N/A';
  return STATUSES[status as ShownStatus]?.label ?? status;
}

/**
 * A payment status as a coloured pill; `delayed` (pending past its due date) stands out.
 * The word is always written, so colour is never the only cue.
 *
 * @example
 * <PaymentStatusBadge status="delayed" />
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={paymentStatusLabel(status)} tone={STATUSES[status as ShownStatus]?.tone ?? 'neutral'} />;
}
