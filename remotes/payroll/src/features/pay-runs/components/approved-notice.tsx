import { pagePath } from '@maziwa/contracts';
import { formatNumber } from '@maziwa/ui';
import { Link } from 'react-router-dom';
import type { PayRun } from '../api/pay-runs-keys';
import './pay-run.css';

/**
 * What an approval did: the payments now payable (a payment with nothing to pay completes at
 * once, so it is not among them), and where to pay them.
 */
export function ApprovedNotice({ run }: { run: PayRun }) {
  const payable = run.payments_count - run.payments_completed;
  return (
    <p className="pay-run__notice" role="status">
      {`Approved: ${formatNumber(payable)} ${payable === 1 ? 'payment is' : 'payments are'} now payable. `}
      <Link to={pagePath('/payroll/pending-payments')}>Go to Pending Payments</Link>
    </p>
  );
}
