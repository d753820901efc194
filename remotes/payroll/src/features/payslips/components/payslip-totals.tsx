import { DetailsList, formatKsh, formatLitres } from '@maziwa/ui';
import type { Payslip } from '../api/get-payslip';

/** Gross, adjustments, deductions and the net they come to; what was paid and what is still owed. */
export function PayslipTotals({ payslip }: { payslip: Payslip }) {
  const t = payslip.totals;
  return (
    <section className="mz-payslip__section" aria-label="Totals">
      <h2 className="mz-payslip__heading">Totals</h2>
      <DetailsList
        className="mz-payslip__totals"
        items={[
          { label: 'Litres', value: formatLitres(t.litres) },
          { label: 'Gross', value: formatKsh(t.gross_amount) },
          { label: 'Adjustments', value: formatKsh(t.adjustments) },
          { label: 'Deductions', value: formatKsh(-t.deductions) },
          { label: 'Net Pay', value: <strong className="mz-payslip__net">{formatKsh(t.net_amount)}</strong> },
          { label: 'Amount Paid', value: formatKsh(t.amount_paid) },
          { label: 'Outstanding', value: formatKsh(t.outstanding) },
        ]}
      />
    </section>
  );
}
