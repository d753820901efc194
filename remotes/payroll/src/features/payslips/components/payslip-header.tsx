import { DetailsList, PaymentStatusBadge, formatDate, formatDateTime } from '@maziwa/ui';
import { paymentMethodText } from '../../../lib/payment-methods';
import type { Payslip } from '../api/get-payslip';
import { shownStatus } from '../model/payslip-status';

/** "03/01/2026 - 03/31/2026". */
export const periodText = (payslip: Pick<Payslip, 'period_start' | 'period_end'>) =>
  `${formatDate(payslip.period_start)} - ${formatDate(payslip.period_end)}`;

/** Whose pay, for which period, how far it has got and under which reference. */
export function PayslipHeader({ payslip }: { payslip: Payslip }) {
  const run = payslip.pay_run;
  return (
    <header className="mz-payslip__header">
      <p className="mz-payslip__organisation">{payslip.organization.name}</p>
      <DetailsList
        className="mz-payslip__details"
        items={[
          { label: 'Farmer', value: payslip.farmer.name },
          { label: 'Member Number', value: payslip.farmer.member_number },
          { label: 'Phone', value: payslip.farmer.phone },
          { label: 'Period', value: periodText(payslip) },
          { label: 'Status', value: <PaymentStatusBadge status={shownStatus(payslip)} /> },
          { label: 'Reference', value: payslip.references.join(', ') || payslip.transaction_reference },
          { label: 'Payment Method', value: paymentMethodText(payslip.payment_method) },
          { label: 'Due Date', value: formatDate(payslip.due_date) },
          { label: 'Pay Run', value: run ? run.status : 'None (paid before pay runs)' },
          {
            label: 'Approved By',
            value: run?.approved_at ? `${run.approved_by_name ?? 'N/A'}, ${formatDateTime(run.approved_at)}` : null,
          },
        ]}
      />
    </header>
  );
}
