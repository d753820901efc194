import type { PaymentMethod, PendingPaymentRow } from '@maziwa/contracts';

/** The Process Payment form (docs/screens.md#process-payment), plus the payout's transaction reference. */
export interface ProcessPaymentValues {
  recipientName: string;
  recipientId: string;
  /** '' while empty (a number input). */
  paymentAmount: number | '';
  paymentMethod: PaymentMethod | '';
  /**
   * Required for a bank transfer or a card; for mobile money only when it was paid by hand
   * (empty sends it with M-Pesa); none for cash, whose reference the API makes up.
   */
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

/** A bank transfer or a card payout is recorded with the reference of the money that moved. */
export const needsReference = (method: string) => method === 'bank_transfer' || method === 'credit_card';

/** Cash has no payout reference to type in; mobile money may have one (paid by hand) or none (sent with M-Pesa). */
export const offersReference = (method: string) => method !== '' && method !== 'cash';
