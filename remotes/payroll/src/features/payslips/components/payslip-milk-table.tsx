import { formatDate, formatKsh, formatMoney, formatNumber } from '@maziwa/ui';
import type { Payslip } from '../api/get-payslip';
import { rateSourceText } from '../model/payslip-status';
import { PayslipColumns } from './payslip-columns';

/** The milk of the period day by day: shifts, litres, the day's rate (and where it came from), amount. */
export function PayslipMilkTable({ payslip }: { payslip: Payslip }) {
  if (payslip.milk_lines.length === 0) {
    return (
      <section className="mz-payslip__section" aria-label="Milk per day">
        <h2 className="mz-payslip__heading">Milk</h2>
        <p className="mz-payslip__note">No daily lines: this payment was made before pay runs kept them.</p>
      </section>
    );
  }
  return (
    <section className="mz-payslip__section">
      <h2 className="mz-payslip__heading">Milk</h2>
      <table className="mz-payslip__table" aria-label="Milk per day">
        <PayslipColumns
          names={['Date', 'Morning L', 'Evening L', 'Litres', 'Rate', 'Amount']}
          numeric={['Morning L', 'Evening L', 'Litres', 'Rate', 'Amount']}
        />
        <tbody>
          {payslip.milk_lines.map((line) => (
            <tr key={line.position}>
              <td>{formatDate(line.day)}</td>
              <td className="mz-payslip__num">{formatNumber(line.morning_litres)}</td>
              <td className="mz-payslip__num">{formatNumber(line.evening_litres)}</td>
              <td className="mz-payslip__num">{formatNumber(line.litres)}</td>
              <td className="mz-payslip__num">
                {formatMoney(line.rate)} <span className="mz-payslip__muted">({rateSourceText(line.rate_source)})</span>
              </td>
              <td className="mz-payslip__num">{formatKsh(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="mz-payslip__num">{formatNumber(payslip.totals.litres)}</td>
            <td />
            <td className="mz-payslip__num">{formatKsh(payslip.totals.gross_amount)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
