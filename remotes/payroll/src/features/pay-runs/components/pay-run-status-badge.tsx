import { StatusBadge, type StatusTone } from '@maziwa/ui';
import type { PayRunStatus } from '../api/pay-runs-keys';

const STATUSES: Record<PayRunStatus, { label: string; tone: StatusTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  approved: { label: 'Approved', tone: 'info' },
  processing: { label: 'Processing', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
};

/** The words a table shows, searches and exports for a pay run's status. */
export const payRunStatusLabel = (status: string) => STATUSES[status as PayRunStatus]?.label ?? status;

/**
 * A pay run's status as a coloured pill: a draft is not payable yet, processing has some
 * payments paid.
 *
 * @example <PayRunStatusBadge status={run.status} />
 */
export function PayRunStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={payRunStatusLabel(status)} tone={STATUSES[status as PayRunStatus]?.tone ?? 'neutral'} />;
}
