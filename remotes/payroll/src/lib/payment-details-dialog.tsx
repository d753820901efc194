import { useRecordHistory } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { DetailsList, Dialog, RecordHistory, type DetailsListEntry } from '@maziwa/ui';

export interface PaymentDetailsDialogProps {
  paymentId: Id;
  /** The farmer paid. */
  title: string;
  /** Label and value of each figure the row shows. */
  details: DetailsListEntry[];
  onClose(): void;
}

/**
 * A payment in full and, for those who may read the activity log, its History: who created,
 * changed and paid it, with each field before and after.
 */
export function PaymentDetailsDialog({ paymentId, title, details, onClose }: PaymentDetailsDialogProps) {
  const history = useRecordHistory([paymentId]);
  return (
    <Dialog open title={title} onClose={onClose}>
      <DetailsList items={details} />
      {history.allowed && <RecordHistory {...history} />}
    </Dialog>
  );
}
