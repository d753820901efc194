import { useCan, useRecordHistory } from '@maziwa/api-client';
import type { FarmerProfileRow } from '@maziwa/contracts';
import { DetailsList, Dialog, PaymentStatusBadge, RecordHistory, formatDate, formatNumber } from '@maziwa/ui';
import { useFarmerLink } from '../api/get-farmer-link';
import { FarmerPayments } from './farmer-payments';

export interface FarmerDetailsDialogProps {
  farmer: FarmerProfileRow;
  onClose(): void;
}

/**
 * A farmer's row in full, their latest payments with links to the payslips (for those who
 * may read payments) and, for those who may read the activity log, their History: the
 * changes of their Producer link and of their account.
 */
export function FarmerDetailsDialog({ farmer, onClose }: FarmerDetailsDialogProps) {
  const link = useFarmerLink(farmer.id);
  // The account is known once the link is read; a failed read still shows the link's own history.
  const history = useRecordHistory(link.isLoading ? [] : [farmer.id, link.data?.user_id]);
  const canReadPayments = useCan('payments:read');
  return (
    <Dialog open title={farmer.farmer_name} onClose={onClose}>
      <DetailsList
        items={[
          { label: 'Member Number', value: farmer.member_number },
          { label: 'Date of Last Collection', value: formatDate(farmer.date_of_last_collection) },
          { label: 'Quantity Supplied (L)', value: formatNumber(farmer.quantity_supplied) },
          { label: 'Average Quality Score', value: formatNumber(farmer.average_quality_score, 1) },
          { label: 'Payment Status', value: <PaymentStatusBadge status={farmer.payment_status} /> },
        ]}
      />
      {canReadPayments && <FarmerPayments producerId={farmer.id} />}
      {history.allowed && <RecordHistory {...history} isLoading={history.isLoading || link.isLoading} />}
    </Dialog>
  );
}
