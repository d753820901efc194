import * as yup from 'yup';
import { useSetVarianceTolerance } from '../api/variance-tolerance';
import { NumberDialog } from './number-dialog';

const tolerancePct = yup
  .number()
  .typeError('Tolerance must be a number')
  .required('Tolerance is required')
  .moreThan(0, 'Tolerance must be more than 0')
  .max(20, 'Tolerance must be at most 20');

export interface ToleranceDialogProps {
  orgId: string;
  tolerance: number;
  onClose(): void;
}

/** The organisation's variance tolerance in % (organizations:update): days and trips beyond it are flagged. */
export function ToleranceDialog({ orgId, tolerance, onClose }: ToleranceDialogProps) {
  const save = useSetVarianceTolerance(orgId);
  return (
    <NumberDialog
      title="Variance Tolerance"
      intro={
        <p>
          A day or trip whose delivered litres differ from those handed over by more than this share is flagged for
          review.
        </p>
      }
      name="variance_tolerance_pct"
      label="Tolerance (%)"
      schema={tolerancePct}
      initialValue={tolerance}
      onSave={async (value) => {
        await save.mutateAsync(value);
        return `Variance tolerance set to ${value}%`;
      }}
      onClose={onClose}
    />
  );
}
