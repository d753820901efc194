import { ApiError, errorMessage } from '@maziwa/api-client';
import { pagePath, type PaymentMethod, type PendingPaymentRow } from '@maziwa/contracts';
import { formatKsh, formatMoney, showToast } from '@maziwa/ui';
import { FormDialog, SelectField, TextAreaField, TextField } from '@maziwa/ui/forms';
import { useMemo, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { PAYMENT_METHOD_OPTIONS } from '../../../lib/payment-methods';
import { useProcessPayment, type PaymentPayout } from '../api/process-payment';
import { processPaymentSchema } from '../model/process-payment-schema';
import {
  needsReference,
  offersReference,
  valuesFromRow,
  type ProcessPaymentValues,
} from '../model/process-payment-values';
import './payment-dialogs.css';

export interface ProcessPaymentDialogProps {
  payment: PendingPaymentRow;
  onClose(): void;
}

/** API fields that have a field of their own on this form. */
const FIELD_OF: Record<string, keyof ProcessPaymentValues> = {
  amount_paid: 'paymentAmount',
  payment_method: 'paymentMethod',
  transaction_reference: 'transactionReference',
  notes: 'notes',
};

/** The same ApiError, its field errors named as on the form, so they show under the fields. */
function forForm(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) => (FIELD_OF[field] ? [[FIELD_OF[field], problem]] : [])),
  );
  return new ApiError(error.status, error.message, fields);
}

/** The error shows under a field of the form, so needs no words of its own. */
const shownOnField = (error: unknown) => {
  const mapped = forForm(error);
  return mapped instanceof ApiError && Object.keys(mapped.fields ?? {}).length > 0;
};

/**
 * What the form's values pay. Cash sends no reference: the API makes one up. The API keeps
 * the notes on the payout. No paid_at: the API's clock sets it, and a retry sends the very
 * same body, as its Idempotency-Key requires.
 */
export function toPayout(values: ProcessPaymentValues): PaymentPayout {
  const method = values.paymentMethod as PaymentMethod;
  const notes = values.notes.trim();
  const reference = values.transactionReference.trim();
  return {
    amount_paid: Number(values.paymentAmount),
    payment_method: method,
    // Mobile money without a reference is sent with M-Pesa by the API.
    ...(offersReference(method) && reference && { transaction_reference: reference }),
    ...(notes && { notes }),
  };
}

/** "Ksh 1,200.50 of 5,200.50 will remain due" for an amount short of what is outstanding; null for the whole of it. */
export function remainderText(payment: PendingPaymentRow, amount: number | ''): string | null {
  if (amount === '' || !(amount > 0) || amount >= payment.amount_outstanding) return null;
  const remaining = Math.round((payment.amount_outstanding - amount) * 100) / 100;
  return `Ksh ${formatMoney(remaining)} of ${formatMoney(payment.fatContent)} will remain due`;
}

/** The amounts above the form: what is due, and what is paid and outstanding of a payment paid in part. */
function introOf(payment: PendingPaymentRow): string {
  if (payment.amount_paid <= 0) return `Amount due ${formatKsh(payment.fatContent)}`;
  return `Amount due ${formatKsh(payment.fatContent)}: ${formatKsh(payment.amount_paid)} paid, ${formatKsh(payment.amount_outstanding)} outstanding`;
}

/**
 * Process Payment (docs/screens.md#process-payment): filled from the row with what is
 * outstanding; Submit pays it (POST /payments/{id}/process), all of it or a part (the rest
 * stays due and the row stays in Pending Payments as partially paid). One Idempotency-Key is
 * made when the dialog opens and sent with every submit, so a double click or a retry after a
 * lost answer pays once. The recipient is the row's farmer and cannot be changed here.
 */
export function ProcessPaymentDialog({ payment, onClose }: ProcessPaymentDialogProps) {
  const processing = useProcessPayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const schema = useMemo(() => processPaymentSchema(payment.amount_outstanding), [payment.amount_outstanding]);

  const save = async (values: ProcessPaymentValues) => {
    let answer;
    try {
      answer = await processing.mutateAsync({ id: payment.id, payout: toPayout(values), idempotencyKey });
    } catch (error) {
      throw forForm(error);
    }
    const sent = answer.sent_to_mpesa;
    showToast({
      message: sent
        ? `${formatKsh(sent.amount_sent)} sent to M-Pesa for ${payment.farmer_name}: In Progress until M-Pesa answers`
        : `Payment of ${formatKsh(Number(values.paymentAmount))} to ${payment.farmer_name} processed`,
      link: { to: pagePath('/payroll/payslips/:id', { id: payment.id }), label: 'View payslip' },
    });
    onClose();
  };

  return (
    <FormDialog<ProcessPaymentValues>
      title="Process Payment"
      onClose={onClose}
      intro={introOf(payment)}
      initialValues={valuesFromRow(payment)}
      validationSchema={schema}
      onSubmit={save}
      submitLabel="Submit"
    >
      {({ values }) => {
        const remainder = remainderText(payment, values.paymentAmount);
        return (
          <>
            <TextField name="recipientName" label="Recipient Name" required readOnly />
            <TextField name="recipientId" label="Recipient ID" required readOnly />
            <TextField name="paymentAmount" label="Payment Amount" type="number" required />
            {remainder && (
              <p className="payment-dialog__text" role="status">
                {remainder}
              </p>
            )}
            <SelectField
              name="paymentMethod"
              label="Payment Method"
              options={PAYMENT_METHOD_OPTIONS}
              placeholder="Select payment method"
              required
            />
            {offersReference(values.paymentMethod) && (
              <TextField
                name="transactionReference"
                label="Transaction Reference"
                required={needsReference(values.paymentMethod)}
                placeholder={
                  values.paymentMethod === 'mobile_money'
                    ? 'Empty: send with M-Pesa. Paid by hand: its M-Pesa code'
                    : undefined
                }
              />
            )}
            <TextAreaField name="notes" label="Notes" />
            {processing.error != null && !shownOnField(processing.error) && (
              <p className="payment-dialog__error" role="alert">
                {errorMessage(processing.error)}
              </p>
            )}
          </>
        );
      }}
    </FormDialog>
  );
}
