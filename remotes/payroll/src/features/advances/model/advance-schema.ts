import { number, object, string } from 'yup';

/** The Add Advance dialog's values; the amount is '' while its field is empty. */
export interface AdvanceFormValues {
  producer_id: string;
  /** The farmer as the search box shows them, e.g. "Akinyi Otieno (F-001)"; not sent. */
  producer_label: string;
  amount: number | '';
  advanced_on: string;
  reason: string;
}

/**
 * A farmer, an amount (more than 0, to the cent, under 10 million), the day it was given
 * (not after `today`) and a reason.
 */
export const advanceSchema = (today: string) =>
  object({
    producer_id: string().required('Farmer is required'),
    producer_label: string(),
    amount: number()
      .transform((value, original) => (original === '' ? undefined : value))
      .typeError('Amount must be a number')
      .required('Amount is required')
      .moreThan(0, 'Amount must be more than 0')
      .lessThan(10_000_000, 'Amount must be less than 10,000,000')
      .test(
        'cents',
        'Amount must have at most 2 decimals',
        (value) => value === undefined || Math.round(value * 100) / 100 === value,
      ),
    advanced_on: string()
      .required('Date is required')
      .test('past', 'Date must not be in the future', (day) => !day || day <= today),
    reason: string().trim().required('Reason is required').max(500, 'Reason must be at most 500 characters'),
  });
