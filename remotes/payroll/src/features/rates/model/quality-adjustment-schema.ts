import { number, object, string } from 'yup';
import { toTheCent } from './pay-rate-schema';

/** The Add/Edit quality rule dialog's values; numbers are '' while their field is empty. */
export interface QualityAdjustmentFormValues {
  measure: 'scc' | 'fat_pct' | 'protein_pct' | '';
  comparison: 'below' | 'at_or_below' | 'at_or_above' | 'above' | '';
  threshold: number | '';
  amount_per_litre: number | '';
  effective_from: string;
  /** '' for a rule with no end. */
  effective_to: string;
}

export const MEASURE_OPTIONS = [
  { value: 'scc', label: 'SCC (cells/ml)' },
  { value: 'fat_pct', label: 'Fat (%)' },
  { value: 'protein_pct', label: 'Protein (%)' },
];
export const COMPARISON_OPTIONS = [
  { value: 'below', label: 'below' },
  { value: 'at_or_below', label: 'at or below' },
  { value: 'at_or_above', label: 'at or above' },
  { value: 'above', label: 'above' },
];

/** Largest threshold of each measure, as the API takes them. */
const MAX_THRESHOLD: Record<string, number> = { scc: 10_000_000, fat_pct: 15, protein_pct: 10 };

const numberField = (label: string) =>
  number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`);

/** A rule: measure, comparison, threshold within the measure's range, a non-zero KSh amount (-100 to 100), a first day. */
export const qualityAdjustmentSchema = object({
  measure: string().required('Measure is required'),
  comparison: string().required('Comparison is required'),
  threshold: numberField('Threshold')
    .min(0, 'Threshold cannot be negative')
    .test('range', 'Threshold is out of range', function check(value) {
      const max = MAX_THRESHOLD[this.parent.measure as string];
      if (max === undefined || value === undefined) return true;
      if (value > max) return this.createError({ message: `Threshold must be at most ${max.toLocaleString('en-US')}` });
      if (this.parent.measure === 'scc' ? !Number.isInteger(value) : !toTheCent(value)) {
        return this.createError({
          message:
            this.parent.measure === 'scc' ? 'SCC must be a whole number' : 'Threshold must have at most 2 decimals',
        });
      }
      return true;
    }),
  amount_per_litre: numberField('Amount')
    .min(-100, 'Amount must be at least -100')
    .max(100, 'Amount must be at most 100')
    .notOneOf([0], 'Amount must not be 0')
    .test('cents', 'Amount must have at most 2 decimals', toTheCent),
  effective_from: string().required('Effective From is required'),
  effective_to: string().test(
    'after',
    'Effective To must not be before Effective From',
    (to, { parent }) => !to || to >= parent.effective_from,
  ),
});
