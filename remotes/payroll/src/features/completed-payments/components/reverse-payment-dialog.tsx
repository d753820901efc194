import { type CompletedPaymentRow, pagePath } from '@maziwa/contracts';
import { ConfirmDialog, formatDate, formatKsh, showToast } from '@maziwa/ui';
import { FormDialog, TextAreaField } from '@maziwa/ui/forms';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useReversePayment } from '../api/reverse-payment';
import { reverseReasonSchema, type ReverseReasonValues } from '../model/reverse-reason-schema';

export interface ReversePaymentDialogProps {
  payment: CompletedPaymentRow;
  onClose(): void;
}

/**
 * Reverse a completed payment: first the reason, then a confirmation of what will happen.
 * A completed payment never changes: its money comes back as a reversal entry and a new
 * payment owes the farmer again. One Idempotency-Key per dialog, so confirming twice (or a
 * retry) reverses once.
 */
export function ReversePaymentDialog({ payment, onClose }: ReversePaymentDialogProps) {
  const reverse = useReversePayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [reason, setReason] = useState<string | null>(null);
  const what = `${formatKsh(payment.amount_paid)} paid to ${payment.farmer_name} on ${formatDate(payment.payment_date)}`;

  if (reason === null) {
    return (
      <FormDialog<ReverseReasonValues>
        title="Reverse Payment"
        onClose={onClose}
        intro={`Reverse ${what} (${payment.transaction_reference}).`}
        initialValues={{ reason: '' }}
        validationSchema={reverseReasonSchema}
        onSubmit={(values) => setReason(values.reason.trim())}
        submitLabel="Continue"
      >
        <TextAreaField name="reason" label="Reason" required />
      </FormDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Reverse this payment?"
      confirmLabel="Reverse"
      onConfirm={() =>
        reverse.mutate(
          { id: payment.payment_id, reason, idempotencyKey },
          {
            onSuccess: () => {
              showToast({
                message: `Payment of ${formatKsh(payment.amount_paid)} to ${payment.farmer_name} reversed`,
                link: { to: pagePath('/payroll/pending-payments'), label: 'View pending payments' },
              });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
      pending={reverse.isPending}
      error={reverse.error}
    >
      {`${what} comes back into the payout account as a reversal entry, and a new payment owes ${payment.farmer_name} the same amount again in Pending Payments. Reason: ${reason}`}
    </ConfirmDialog>
  );
}
