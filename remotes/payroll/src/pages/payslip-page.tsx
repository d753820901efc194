import { ListPage, QueryState } from '@maziwa/ui';
import { useParams } from 'react-router-dom';
import { usePayslip } from '../features/payslips/api/get-payslip';
import { PayslipActions } from '../features/payslips/components/payslip-actions';
import { PayslipDocument } from '../features/payslips/components/payslip-document';

/**
 * Payslip (/payroll/payslips/:id): one payment's payslip, opened from a Pending or Completed
 * Payments row or a farmer's payment history; printable on one A4 page, or downloaded as
 * the API's PDF.
 */
export default function PayslipPage() {
  const { id = '' } = useParams();
  const payslip = usePayslip(id);

  return (
    <ListPage title="Payslip" actions={payslip.data && <PayslipActions payslip={payslip.data} />}>
      {/* Another organisation's payment is as unknown as a made-up id: the API answers 404 for both. */}
      <QueryState
        isLoading={payslip.isLoading}
        loadingText="Loading payslip..."
        error={payslip.error}
        errorText="Failed to fetch payslip"
        errorMessage={payslip.error ? payslip.error.message : undefined}
        onRetry={() => void payslip.refetch()}
        notFoundText="Payslip not found"
        notFoundMessage="No payment of your organisation has this id."
      >
        {payslip.data && <PayslipDocument payslip={payslip.data} />}
      </QueryState>
    </ListPage>
  );
}
