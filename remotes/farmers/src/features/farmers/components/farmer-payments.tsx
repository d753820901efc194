import { pagePath } from '@maziwa/contracts';
import { PaymentStatusBadge, QueryState, formatDate, formatKsh } from '@maziwa/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useFarmerPayments } from '../api/get-farmer-payments';
import './farmer-payments.css';

// The Payroll remote's payslip page; remotes link to each other by path only.

/**
 * A farmer's latest payments (period, net, paid, status) with a link to each payslip, for
 * those who may read payments.
 *
 * @example {canReadPayments && <FarmerPayments producerId={farmer.id} />}
 */
export function FarmerPayments({ producerId }: { producerId: string }) {
  const headingId = useId();
  const payments = useFarmerPayments(producerId);
  const rows = payments.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="mz-farmer-payments">
      <h3 id={headingId} className="mz-farmer-payments__title">
        Payments
      </h3>
      <QueryState
        isLoading={payments.isLoading}
        error={payments.error}
        loadingText="Loading payments..."
        errorText="Failed to fetch payments"
        onRetry={() => void payments.refetch()}
      >
        {rows.length === 0 && <p className="mz-farmer-payments__none">No payments yet.</p>}
        {rows.length > 0 && (
          <table aria-label="Payments" className="mz-farmer-payments__table">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Net</th>
                <th scope="col">Paid</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="mz-visually-hidden">Payslip</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((payment) => {
                const period = `${formatDate(payment.period_start)} - ${formatDate(payment.period_end)}`;
                return (
                  <tr key={payment.id}>
                    <td>{period}</td>
                    <td>{formatKsh(payment.amount_due)}</td>
                    <td>{formatKsh(payment.amount_paid ?? 0)}</td>
                    <td>
                      <PaymentStatusBadge status={payment.status} />
                    </td>
                    <td>
                      <Link to={pagePath('/payroll/payslips/:id', { id: payment.id })} aria-label={`Payslip ${period}`}>
                        Payslip
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
