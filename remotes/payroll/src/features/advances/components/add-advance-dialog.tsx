import { displayTimeZone, formatKsh, showToast } from '@maziwa/ui';
import { DateField, FarmerSearchField, FormDialog, TextAreaField, TextField } from '@maziwa/ui/forms';
import { useMemo } from 'react';
import { useCreateAdvance } from '../api/advances';
import { advanceSchema, type AdvanceFormValues } from '../model/advance-schema';

/** Today on the organisation's clock, yyyy-MM-dd (the zone the API counts days in). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: displayTimeZone() }).format(new Date());

/** Add Advance: cash a farmer received ahead of their milk money, deducted from their next pay. */
export function AddAdvanceDialog({ onClose }: { onClose(): void }) {
  const create = useCreateAdvance();
  const day = useMemo(today, []);
  return (
    <FormDialog<AdvanceFormValues>
      title="Add Advance"
      intro="Deducted from the farmer's pay, oldest debt first, until it is settled."
      onClose={onClose}
      initialValues={{ producer_id: '', producer_label: '', amount: '', advanced_on: day, reason: '' }}
      validationSchema={advanceSchema(day)}
      explainErrors
      onSubmit={async (values) => {
        const saved = await create.mutateAsync({
          producer_id: values.producer_id,
          amount: Number(values.amount),
          advanced_on: values.advanced_on,
          reason: values.reason.trim(),
        });
        showToast({
          message: `Advance of ${formatKsh(saved.amount)}${saved.farmer_name ? ` to ${saved.farmer_name}` : ''} saved`,
        });
        onClose();
      }}
      submitLabel="Save Advance"
    >
      <FarmerSearchField name="producer_id" labelName="producer_label" required />
      <TextField name="amount" label="Amount (Ksh)" type="number" required />
      <DateField name="advanced_on" label="Date" max={day} required />
      <TextAreaField name="reason" label="Reason" rows={2} required />
    </FormDialog>
  );
}
