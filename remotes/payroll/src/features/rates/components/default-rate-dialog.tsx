import type { Id } from '@maziwa/contracts';
import { formatKsh, showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import { number, object } from 'yup';
import { useUpdateDefaultRate } from '../api/default-rate';
import { toTheCent } from '../model/pay-rate-schema';

interface DefaultRateValues {
  default_rate_per_litre: number | '';
}

const defaultRateSchema = object({
  default_rate_per_litre: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Default Rate must be a number')
    .required('Default Rate is required')
    .moreThan(0, 'Default Rate must be more than 0')
    .lessThan(1000, 'Default Rate must be less than 1000')
    .test('cents', 'Default Rate must have at most 2 decimals', toTheCent),
});

export interface DefaultRateDialogProps {
  orgId: Id;
  /** The rate in force, KSh per litre. */
  rate: number;
  onClose(): void;
}

/** Edit Default Rate: the organisation's KSh per litre where no farmer or route rate applies. */
export function DefaultRateDialog({ orgId, rate, onClose }: DefaultRateDialogProps) {
  const update = useUpdateDefaultRate();
  return (
    <FormDialog<DefaultRateValues>
      title="Edit Default Rate"
      intro="Pay already approved keeps the rate it was computed with; drafts take the new one when recomputed."
      onClose={onClose}
      initialValues={{ default_rate_per_litre: rate }}
      validationSchema={defaultRateSchema}
      onSubmit={async ({ default_rate_per_litre }) => {
        await update.mutateAsync({ orgId, rate: Number(default_rate_per_litre) });
        showToast({ message: `Default rate of ${formatKsh(Number(default_rate_per_litre))} per litre saved` });
        onClose();
      }}
      submitLabel="Save"
    >
      <TextField name="default_rate_per_litre" label="Default Rate (Ksh per litre)" type="number" required />
    </FormDialog>
  );
}
