import { REJECTION_REASONS, type RejectionReason } from '@maziwa/contracts';
import { FormDialog, SelectField } from '@maziwa/ui/forms';
import * as yup from 'yup';

export interface RejectDialogProps {
  /** Who and how much, for the question: "Jane Wanjiru (F-0012), 12.5 L". */
  what: string;
  onReject(reason: RejectionReason): Promise<void> | void;
  onClose(): void;
}

interface RejectValues {
  reason: RejectionReason | '';
}

const reasonOptions = Object.entries(REJECTION_REASONS).map(([value, label]) => ({ value, label }));

/** Why the milk is turned away: one of the coded rejection reasons (docs/screens.md#intake). */
export const rejectSchema = yup.object({
  reason: yup.string().oneOf(Object.keys(REJECTION_REASONS)).required('Reason is required'),
});

/**
 * Reject: asks the coded reason, then records the delivery as rejected. Loaded when first
 * opened (with the form kit), fetched ahead once the page is idle so it opens offline too.
 */
export function RejectDialog({ what, onReject, onClose }: RejectDialogProps) {
  return (
    <FormDialog<RejectValues>
      title="Reject delivery"
      intro={<p>{what}</p>}
      initialValues={{ reason: '' }}
      validationSchema={rejectSchema}
      onSubmit={async ({ reason }) => {
        await onReject(reason as RejectionReason);
      }}
      onClose={onClose}
      submitLabel="Reject"
    >
      <SelectField name="reason" label="Reason" required placeholder="Select a reason" options={reasonOptions} />
    </FormDialog>
  );
}
