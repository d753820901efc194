import type { PendingPaymentRow } from '@maziwa/contracts';

const PROCESSABLE = new Set<string>(['pending', 'delayed', 'partially_paid', 'failed']);

/**
 * Whether Process Payments pays a row: pending (delayed too), partially paid (the rest) and
 * failed payouts yes; one in progress is being paid out already, and paying it again could
 * pay twice.
 */
export const isProcessable = (row: PendingPaymentRow) => PROCESSABLE.has(row.payment_status);

/** What the Confirm Bulk Payment Processing dialog says it will do (docs/screens.md#confirm-bulk-payment-processing). */
export interface BulkFigures {
  payments: number;
  farmers: number;
  /** KSh still outstanding on them (what the API pays), to the cent. */
  amount: number;
  /** Rows of the list left out because they are being paid out already. */
  leftOut: number;
}

/** The dialog's figures from the pending list itself, never sample defaults. */
export function bulkFigures(rows: PendingPaymentRow[]): BulkFigures {
  const paying = rows.filter(isProcessable);
  // A farmer may be owed for several periods: the member number names the farmer.
  const farmers = new Set(paying.map((row) => row.member_number || row.farmer_name));
  const cents = paying.reduce((total, row) => total + Math.round(row.amount_outstanding * 100), 0);
  return { payments: paying.length, farmers: farmers.size, amount: cents / 100, leftOut: rows.length - paying.length };
}

/**
 * How much the amount to pay goes beyond the payout balance, KSh to the cent; 0 when the
 * balance covers it. Worked in cents: 0.3 - 0.1 is not 0.2 in floating point.
 */
export function shortfall(amount: number, balance: number): number {
  return Math.max(0, Math.round(amount * 100) - Math.round(balance * 100)) / 100;
}

/** The dialog's two checkboxes (docs/screens.md#confirm-bulk-payment-processing). */
export interface BulkFlags {
  sendNotifications: boolean;
  attachReceipts: boolean;
}
