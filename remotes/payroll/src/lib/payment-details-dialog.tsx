import { useRecordHistory } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { Dialog, RecordHistory } from '@maziwa/ui';
import type { ReactNode } from 'react';
import './payment-details.css';

export interface PaymentDetailsDialogProps {
  paymentId: Id;
  /** The farmer paid. */
  title: string;
  /** Label and value of each figure the row shows. */
  details: Array<[label: string, value: ReactNode]>;
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
      <dl className="payment-details">
        {details.map(([label, value]) => (
          <div key={label} className="payment-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {history.allowed && <RecordHistory {...history} />}
    </Dialog>
  );
}

/**
 * A farmer's name in a payments table that opens the payment's details.
 *
 * @example cellRenderer: (row) => <PaymentNameButton name={row.farmer_name} onClick={() => onView(row)} />
 */
export function PaymentNameButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <button type="button" className="payment-name-button" onClick={onClick}>
      {name}
    </button>
  );
}
