import { showToast } from '@maziwa/ui';
import { DateField, FormDialog, SelectField, TextField } from '@maziwa/ui/forms';
import { useSaveQualityAdjustment, type QualityAdjustment } from '../api/quality-adjustments';
import {
  COMPARISON_OPTIONS,
  MEASURE_OPTIONS,
  qualityAdjustmentSchema,
  type QualityAdjustmentFormValues,
} from '../model/quality-adjustment-schema';

export interface QualityAdjustmentDialogProps {
  /** The rule to edit; none adds one. */
  rule?: QualityAdjustment;
  onClose(): void;
}

const valuesOf = (rule?: QualityAdjustment): QualityAdjustmentFormValues => ({
  measure: rule?.measure ?? '',
  comparison: rule?.comparison ?? '',
  threshold: rule?.threshold ?? '',
  amount_per_litre: rule?.amount_per_litre ?? '',
  effective_from: rule?.effective_from ?? '',
  effective_to: rule?.effective_to ?? '',
});

/**
 * Add or Edit a quality rule: KSh per litre added (or, negative, taken off) for milk whose
 * own test meets the condition. The API refuses a change to pay already approved; ending a
 * rule after the last approved day is allowed.
 */
export function QualityAdjustmentDialog({ rule, onClose }: QualityAdjustmentDialogProps) {
  const save = useSaveQualityAdjustment();
  return (
    <FormDialog<QualityAdjustmentFormValues>
      title={rule ? 'Edit Quality Adjustment' : 'Add Quality Adjustment'}
      intro={
        rule
          ? `Now: ${rule.label}.`
          : 'For example: SCC below 200,000 adds Ksh 1.50 per litre; above 400,000 takes off Ksh 2.00.'
      }
      onClose={onClose}
      initialValues={valuesOf(rule)}
      validationSchema={qualityAdjustmentSchema}
      explainErrors
      onSubmit={async (values) => {
        const body = {
          measure: values.measure as NonNullable<QualityAdjustment['measure']>,
          comparison: values.comparison as NonNullable<QualityAdjustment['comparison']>,
          threshold: Number(values.threshold),
          amount_per_litre: Number(values.amount_per_litre),
          effective_from: values.effective_from,
          effective_to: values.effective_to || null,
        };
        const saved = await save.mutateAsync({ id: rule?.id, body });
        showToast({ message: saved.label ? `Quality adjustment ${saved.label} saved` : 'Quality adjustment saved' });
        onClose();
      }}
      submitLabel="Save"
    >
      {({ values }) => (
        <>
          <SelectField name="measure" label="Measure" options={MEASURE_OPTIONS} required />
          <SelectField name="comparison" label="Comparison" options={COMPARISON_OPTIONS} required />
          <TextField
            name="threshold"
            label={values.measure === 'scc' ? 'Threshold (cells/ml)' : 'Threshold'}
            type="number"
            required
          />
          <TextField
            name="amount_per_litre"
            label="Amount (Ksh per litre, negative for a penalty)"
            type="number"
            required
          />
          <DateField name="effective_from" label="Effective From" required />
          <DateField name="effective_to" label="Effective To" min={values.effective_from} />
        </>
      )}
    </FormDialog>
  );
}
