import type { Payslip } from '../api/get-payslip';
import { PayslipAdjustments, PayslipDeductions } from './payslip-deductions';
import { PayslipHeader } from './payslip-header';
import { PayslipMilkTable } from './payslip-milk-table';
import { PayslipPayouts } from './payslip-payouts';
import { PayslipTotals } from './payslip-totals';
import './payslip.css';

/**
 * A payment's payslip as the farmer would read it: who and which period, the milk day by
 * day, adjustments, deductions and what remains of each, the totals and the payouts. Its
 * print stylesheet leaves the console's shell out and fits a month on one A4 page.
 *
 * @example <PayslipDocument payslip={usePayslip(id).data} />
 */
export function PayslipDocument({ payslip }: { payslip: Payslip }) {
  return (
    <article className="mz-payslip" aria-label={`Payslip of ${payslip.farmer.name}`}>
      <PayslipHeader payslip={payslip} />
      <PayslipMilkTable payslip={payslip} />
      <PayslipAdjustments payslip={payslip} />
      <PayslipDeductions payslip={payslip} />
      <PayslipTotals payslip={payslip} />
      <PayslipPayouts payslip={payslip} />
    </article>
  );
}
