import { formatDate, formatKsh, formatMoney, formatNumber } from '@maziwa/ui';
import type { Payslip } from '../api/get-payslip';
import { PayslipColumns } from './payslip-columns';

type Debt = Payslip['deduction_lines'][number]['settles'];

/** "Supplied 02/20/2026: Dairy meal 70 kg x 2" or "Advanced 03/05/2026: School fees". */
export function debtText(debt: Debt): string {
  if (!debt) return 'N/A';
  if (debt.kind === 'supply')
    return `Supplied ${formatDate(debt.date)}: ${debt.items.join(', ') || 'items not recorded'}`;
  return `Advanced ${formatDate(debt.date)}: ${debt.reason ?? ''}`;
}

/** Quality bonuses and penalties, per rule: the litres that met it and what it added per litre. */
export function PayslipAdjustments({ payslip }: { payslip: Payslip }) {
  if (payslip.adjustment_lines.length === 0) return null;
  return (
    <section className="mz-payslip__section">
      <h2 className="mz-payslip__heading">Quality Adjustments</h2>
      <table className="mz-payslip__table" aria-label="Quality adjustments">
        <PayslipColumns names={['Adjustment', 'Litres', 'Ksh/L', 'Amount']} numeric={['Litres', 'Ksh/L', 'Amount']} />
        <tbody>
          {payslip.adjustment_lines.map((line) => (
            <tr key={line.position}>
              <td>{line.description}</td>
              <td className="mz-payslip__num">{formatNumber(line.litres)}</td>
              <td className="mz-payslip__num">{formatMoney(line.amount_per_litre)}</td>
              <td className="mz-payslip__num">{formatKsh(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Supplies on credit and advances taken off this pay, oldest first, with what is still owed on each. */
export function PayslipDeductions({ payslip }: { payslip: Payslip }) {
  if (payslip.deduction_lines.length === 0) return null;
  return (
    <section className="mz-payslip__section">
      <h2 className="mz-payslip__heading">Deductions</h2>
      <table className="mz-payslip__table" aria-label="Deductions">
        <PayslipColumns
          names={['Deduction', 'For', 'Owed Before', 'Deducted', 'Remaining']}
          numeric={['Owed Before', 'Deducted', 'Remaining']}
        />
        <tbody>
          {payslip.deduction_lines.map((line) => (
            <tr key={line.position}>
              <td>{line.description}</td>
              <td>{debtText(line.settles)}</td>
              <td className="mz-payslip__num">{formatKsh(line.owed_before)}</td>
              <td className="mz-payslip__num">{formatKsh(line.amount_deducted)}</td>
              <td className="mz-payslip__num">{formatKsh(line.remaining)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
