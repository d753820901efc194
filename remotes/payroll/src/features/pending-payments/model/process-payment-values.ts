import type { PaymentMethod, PendingPaymentRow } from '@maziwa/contracts';

/** The Process Payment form (docs/screens.md#process-payment), plus the payout's transaction reference. */
export interface ProcessPaymentValues {
  recipientName: string;
  recipientId: string;
  /** '' while empty (a number input). */
  paymentAmount: number | '';
  paymentMethod: PaymentMethod | '';
  /** Asked for every method but cash, whose reference is made up here. */
  transactionReference: string;
  notes: string;
}

/** The form filled from a pending payment: the amount is what is still outstanding. */
export function valuesFromRow(row: PendingPaymentRow): ProcessPaymentValues {
  return {
    recipientName: row.farmer_name,
    recipientId: row.member_number,
    paymentAmount: row.amount_outstanding,
    paymentMethod: row.payment_method,
    transactionReference: '',
    notes: '',
  };
}

/** Cash has no payout reference to type in. */
export const needsReference = (method: string) => method !== '' && method !== 'cash';
