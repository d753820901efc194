import type { PaymentMethod } from '@maziwa/contracts';

/** The Payment Method options of Process Payment (docs/screens.md#process-payment), plus mobile money, how most farmers are paid. */
export const PAYMENT_METHOD_OPTIONS: { value: PaymentMethod; label: string }[] = [
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'credit_card', label: 'Credit Card' },
  { value: 'cash', label: 'Cash' },
  { value: 'mobile_money', label: 'Mobile Money' },
];

export const PAYMENT_METHODS = PAYMENT_METHOD_OPTIONS.map((option) => option.value);

/**
 * A payment method as stored, with the underscores shown as spaces (as the payment lists
 * show it), or N/A.
 *
 * @example paymentMethodText('mobile_money') // "mobile money"
 */
export function paymentMethodText(method: string | null | undefined): string {
  return method ? method.replace(/_/g, ' ') : 'N/A';
}
