import { DetailsList, formatDateTime, formatKsh, formatLitres, formatNumber } from '@maziwa/ui';
import type { PayRun } from '../api/pay-runs-keys';
import { formatPayPeriod } from '../model/pay-period';
import { PayRunStatusBadge } from './pay-run-status-badge';

const byWhom = (name: string | null, at: string | null) => (at ? `${name ?? 'N/A'} on ${formatDateTime(at)}` : null);

/** A pay run's figures: what it pays and how that adds up, and the two people behind it. */
export function PayRunFigures({ run }: { run: PayRun }) {
  return (
    <DetailsList
      items={[
        { label: 'Period', value: formatPayPeriod(run.period_start, run.period_end) },
        { label: 'Status', value: <PayRunStatusBadge status={run.status} /> },
        { label: 'Farmers', value: formatNumber(run.farmers) },
        { label: 'Litres', value: formatLitres(run.litres) },
        { label: 'Gross', value: formatKsh(run.gross_amount) },
        { label: 'Adjustments', value: formatKsh(run.adjustments) },
        { label: 'Deductions', value: formatKsh(run.deductions) },
        { label: 'Net', value: formatKsh(run.net_amount) },
        {
          label: 'Paid',
          value: `${formatKsh(run.paid_amount)} (${formatNumber(run.payments_completed)} of ${formatNumber(run.payments_count)} payments completed)`,
        },
        { label: 'Computed by', value: byWhom(run.computed_by_name, run.computed_at) },
        { label: 'Approved by', value: byWhom(run.approved_by_name, run.approved_at) ?? 'Not approved yet' },
      ]}
    />
  );
}
