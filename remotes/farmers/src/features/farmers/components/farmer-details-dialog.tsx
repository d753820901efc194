import { useRecordHistory } from '@maziwa/api-client';
import type { FarmerProfileRow } from '@maziwa/contracts';
import { Dialog, RecordHistory } from '@maziwa/ui';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFarmerLink } from '../api/get-farmer-link';
import { PaymentStatusBadge } from './payment-status-badge';
import './farmer-details.css';

export interface FarmerDetailsDialogProps {
  farmer: FarmerProfileRow;
  onClose(): void;
}

/**
 * A farmer's row in full and, for those who may read the activity log, their History: the
 * changes of their Producer link and of their account.
 */
export function FarmerDetailsDialog({ farmer, onClose }: FarmerDetailsDialogProps) {
  const link = useFarmerLink(farmer.id);
  // The account is known once the link is read; a failed read still shows the link's own history.
  const history = useRecordHistory(link.isLoading ? [] : [farmer.id, link.data?.user_id]);
  return (
    <Dialog open title={farmer.farmer_name} onClose={onClose}>
      <dl className="farmer-details">
        <dt>Member Number</dt>
        <dd>{farmer.member_number}</dd>
        <dt>Date of Last Collection</dt>
        <dd>{formatDate(farmer.date_of_last_collection)}</dd>
        <dt>Quantity Supplied (L)</dt>
        <dd>{formatNumber(farmer.quantity_supplied)}</dd>
        <dt>Average Quality Score</dt>
        <dd>{formatNumber(farmer.average_quality_score, 1)}</dd>
        <dt>Payment Status</dt>
        <dd>
          <PaymentStatusBadge status={farmer.payment_status} />
        </dd>
      </dl>
      {history.allowed && <RecordHistory {...history} isLoading={history.isLoading || link.isLoading} />}
    </Dialog>
  );
}
