import { formatKsh } from '@maziwa/ui';
import * as yup from 'yup';
import { PAYMENT_METHODS } from '../../../lib/payment-methods';
import { needsReference, type ProcessPaymentValues } from './process-payment-values';

const requiredText = (label: string) => yup.string().trim().required(`${label} is required`);

/**
 * The Process Payment rules: every field of the dialog (docs/screens.md#process-payment) required, notes optional; the amount
 * positive and no more than what is outstanding (less pays part: the rest stays due); a
 * transaction reference for every payout but cash (the API keeps them unique and makes up
 * one for cash).
 */
export function processPaymentSchema(outstanding: number) {
  const rules = {
    recipientName: requiredText('Recipient Name'),
    recipientId: requiredText('Recipient ID'),
    paymentAmount: yup
      .number()
      // An emptied number input holds '': that is missing, not "not a number".
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .typeError('Payment Amount must be a number')
      .required('Payment Amount is required')
      .moreThan(0, 'Payment Amount must be more than 0')
      .max(outstanding, `Payment Amount cannot be more than the amount outstanding (${formatKsh(outstanding)})`),
    paymentMethod: yup
      .string()
      .oneOf(PAYMENT_METHODS as string[], 'Payment Method is required')
      .required('Payment Method is required'),
    transactionReference: yup
      .string()
      .trim()
      .max(100, 'Transaction Reference must be at most 100 characters')
      .when('paymentMethod', {
        is: needsReference,
        then: (schema) => schema.required('Transaction Reference is required for this payment method'),
      }),
    notes: yup.string().trim().max(500, 'Notes must be at most 500 characters'),
  } satisfies Record<keyof ProcessPaymentValues, yup.Schema>;
  return yup.object(rules);
}
