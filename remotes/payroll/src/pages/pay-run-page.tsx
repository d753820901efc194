import { pagePath } from '@maziwa/contracts';
import { QueryState, ListPage } from '@maziwa/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePayRun } from '../features/pay-runs/api/get-pay-run';
import { usePayRunPayments } from '../features/pay-runs/api/get-pay-run-payments';
import type { PayRun } from '../features/pay-runs/api/pay-runs-keys';
import { ApprovedNotice } from '../features/pay-runs/components/approved-notice';
import { formatPayPeriod } from '../features/pay-runs/model/pay-period';
import { PayRunActions } from '../features/pay-runs/components/pay-run-actions';
import { PayRunFigures } from '../features/pay-runs/components/pay-run-figures';
import { PayRunPaymentsTable } from '../features/pay-runs/components/pay-run-payments-table';
import '../features/pay-runs/components/pay-run.css';

/**
 * One pay run: its figures, its payments (each with its payslip) and, while a draft,
 * Recompute, Approve and Delete draft.
 */
export default function PayRunPage() {
  const { id = '' } = useParams();
  const run = usePayRun(id);
  const payments = usePayRunPayments(id);
  const navigate = useNavigate();
  const [approved, setApproved] = useState<PayRun | null>(null);
  const title = run.data ? `Pay Run ${formatPayPeriod(run.data.period_start, run.data.period_end)}` : 'Pay Run';

  return (
    <ListPage
      title={title}
      actions={
        <>
          <Link to={pagePath('/payroll/pay-runs')}>All pay runs</Link>
          {run.data && (
            <PayRunActions
              run={run.data}
              onApproved={setApproved}
              onDeleted={() => navigate(pagePath('/payroll/pay-runs'))}
            />
          )}
        </>
      }
    >
      <QueryState
        isLoading={run.isLoading}
        error={run.error}
        loadingText="Loading ..."
        errorText="Failed to fetch the pay run"
        notFoundText="Pay run not found"
      >
        {approved && <ApprovedNotice run={approved} />}
        {run.data && (
          <section className="pay-run__section" aria-label="Figures">
            <PayRunFigures run={run.data} />
          </section>
        )}
        <section className="pay-run__section" aria-labelledby="pay-run-payments">
          <h2 id="pay-run-payments" className="pay-run__heading">
            Payments
          </h2>
          <PayRunPaymentsTable list={payments} />
        </section>
      </QueryState>
    </ListPage>
  );
}
