import { showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import * as yup from 'yup';
import { useSetVarianceTolerance } from '../api/variance-tolerance';

export interface ToleranceValues {
  /** Named as the API names it, so its refusal lands on the field. */
  variance_tolerance_pct: number | '';
}

export const toleranceSchema = yup.object({
  variance_tolerance_pct: yup
    .number()
    .typeError('Tolerance must be a number')
    .required('Tolerance is required')
    .moreThan(0, 'Tolerance must be more than 0')
    .max(20, 'Tolerance must be at most 20'),
} satisfies Record<keyof ToleranceValues, yup.AnySchema>);

export interface ToleranceDialogProps {
  orgId: string;
  tolerance: number;
  onClose(): void;
}

/** The organisation's variance tolerance in % (organizations:update): days and trips beyond it are flagged. */
export function ToleranceDialog({ orgId, tolerance, onClose }: ToleranceDialogProps) {
  const save = useSetVarianceTolerance(orgId);
  return (
    <FormDialog<ToleranceValues>
      title="Variance Tolerance"
      intro={
        <p>
          A day or trip whose delivered litres differ from those handed over by more than this share is flagged for
          review.
        </p>
      }
      onClose={onClose}
      initialValues={{ variance_tolerance_pct: tolerance }}
      validationSchema={toleranceSchema}
      onSubmit={async ({ variance_tolerance_pct: value }) => {
        await save.mutateAsync(Number(value));
        showToast({ message: `Variance tolerance set to ${Number(value)}%` });
        onClose();
      }}
      submitLabel="Save"
    >
      <TextField name="variance_tolerance_pct" label="Tolerance (%)" type="number" required />
    </FormDialog>
  );
}
