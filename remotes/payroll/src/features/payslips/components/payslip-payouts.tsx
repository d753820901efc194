import { pagePath } from '@maziwa/contracts';
import { formatDateTime, formatKsh } from '@maziwa/ui';
import { Link } from 'react-router-dom';
import { paymentMethodText } from '../../../lib/payment-methods';
import type { Payslip } from '../api/get-payslip';
import { PayslipColumns } from './payslip-columns';

/** The money that moved for this payment, and, when reversed, the reversal and the payment made in its place. */
export function PayslipPayouts({ payslip }: { payslip: Payslip }) {
  const { reversal } = payslip;
  if (payslip.payouts.length === 0 && !payslip.replaces_id) return null;
  return (
    <section className="mz-payslip__section">
      <h2 className="mz-payslip__heading">Payouts</h2>
      {payslip.payouts.length > 0 && (
        <table className="mz-payslip__table" aria-label="Payouts">
          <PayslipColumns names={['Date', 'Kind', 'Method', 'Reference', 'Amount']} numeric={['Amount']} />
          <tbody>
            {payslip.payouts.map((payout) => (
              <tr key={payout.id}>
                <td>{formatDateTime(payout.paid_at)}</td>
                <td>{payout.kind === 'reversal' ? 'Reversal' : 'Payout'}</td>
                <td>{paymentMethodText(payout.payment_method)}</td>
                <td>{payout.transaction_reference}</td>
                <td className="mz-payslip__num">{formatKsh(payout.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {reversal && (
        <p className="mz-payslip__note">
          Reversed on {formatDateTime(reversal.paid_at)}: {reversal.reason ?? 'no reason given'}.{' '}
          {reversal.replaced_by_id && (
            <Link to={pagePath('/payroll/payslips/:id', { id: reversal.replaced_by_id })}>
              Payslip of the replacing payment
            </Link>
          )}
        </p>
      )}
      {payslip.replaces_id && (
        <p className="mz-payslip__note">
          Replaces a reversed payment:{' '}
          <Link to={pagePath('/payroll/payslips/:id', { id: payslip.replaces_id })}>
            Payslip of the reversed payment
          </Link>
        </p>
      )}
    </section>
  );
}
