import { pagePath } from '@maziwa/contracts';
import { Link } from 'react-router-dom';

export interface PayslipLinkProps {
  paymentId: string;
  /** Tells the rows' links apart for screen readers, e.g. "Samuel Ouma due 01/15/2026". */
  name: string;
}

/**
 * A payments table row's "Payslip": a link to the payment's payslip page.
 *
 * @example cellRenderer: (payment) => <PayslipLink paymentId={payment.id} name={payment.farmer_name} />
 */
export function PayslipLink({ paymentId, name }: PayslipLinkProps) {
  return (
    <Link to={pagePath('/payroll/payslips/:id', { id: paymentId })} aria-label={`Payslip ${name}`}>
      Payslip
    </Link>
  );
}
