import { ApiError, errorMessage } from '@maziwa/api-client';
import type { PaymentMethod, PendingPaymentRow } from '@maziwa/contracts';
import { FormDialog, SelectField, TextAreaField, TextField, formatKsh } from '@maziwa/ui';
import { useMemo } from 'react';
import { PAYMENT_METHOD_OPTIONS } from '../../../lib/payment-methods';
import { useProcessPayment, type PaymentCompletion } from '../api/process-payment';
import { processPaymentSchema } from './process-payment-schema';
import { needsReference, valuesFromRow, type ProcessPaymentValues } from './process-payment-values';
import { generateReference } from './transaction-reference';
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

/** What the form's values pay: cash gets a reference made up here. */
export function toCompletion(values: ProcessPaymentValues, now = new Date()): PaymentCompletion {
  const method = values.paymentMethod as PaymentMethod;
  return {
    status: 'completed',
    amount_paid: Number(values.paymentAmount),
    payment_method: method,
    paid_at: now.toISOString(),
    transaction_reference: needsReference(method) ? values.transactionReference.trim() : generateReference('CASH', now),
  };
}

/**
 * Process Payment (docs/screens.md#process-payment): filled from the row; Submit records the payment as paid
 * (PUT /payments/{id}) and the row leaves the pending list. The recipient is the row's
 * farmer and cannot be changed here. Notes stay on this screen: the API keeps none.
 */
export function ProcessPaymentDialog({ payment, onClose }: ProcessPaymentDialogProps) {
  const processing = useProcessPayment();
  const schema = useMemo(() => processPaymentSchema(payment.fatContent), [payment.fatContent]);

  const save = async (values: ProcessPaymentValues) => {
    try {
      await processing.mutateAsync({ id: payment.id, completion: toCompletion(values) });
    } catch (error) {
      throw forForm(error);
    }
    onClose();
  };

  return (
    <FormDialog<ProcessPaymentValues>
      title="Process Payment"
      onClose={onClose}
      intro={`Amount due ${formatKsh(payment.fatContent)}`}
      initialValues={valuesFromRow(payment)}
      validationSchema={schema}
      onSubmit={save}
      submitLabel="Submit"
    >
      {({ values }) => (
        <>
          <TextField name="recipientName" label="Recipient Name" required readOnly />
          <TextField name="recipientId" label="Recipient ID" required readOnly />
          <TextField name="paymentAmount" label="Payment Amount" type="number" required />
          <SelectField name="paymentMethod" label="Payment Method" options={PAYMENT_METHOD_OPTIONS} placeholder="Select payment method" required />
          {needsReference(values.paymentMethod) && <TextField name="transactionReference" label="Transaction Reference" required />}
          <TextAreaField name="notes" label="Notes" />
          {processing.error != null && !shownOnField(processing.error) && (
            <p className="payment-dialog__error" role="alert">
              {errorMessage(processing.error)}
            </p>
          )}
        </>
      )}
    </FormDialog>
  );
}
