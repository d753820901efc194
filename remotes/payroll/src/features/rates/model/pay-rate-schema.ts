import { number, object, string } from 'yup';

/** The Add/Edit rate dialog's values; the rate is '' while its field is empty. */
export interface PayRateFormValues {
  kind: 'farmer_special' | 'farmer' | 'route';
  /** The farmer's Producer link (farmer rates). */
  producer_id: string;
  /** The farmer as the search box shows them, e.g. "Akinyi Otieno (F-001)"; not sent. */
  producer_label: string;
  /** The route (route rates). */
  route_id: string;
  rate_per_litre: number | '';
  effective_from: string;
  /** Last day of a special rate; '' for the others. */
  effective_to: string;
  notes: string;
}

/** At most two decimals: KSh are kept to the cent. */
export const toTheCent = (value: number | undefined) => value === undefined || Math.round(value * 100) / 100 === value;

/** A rate needs whose it is, KSh per litre (0-1000, to the cent) and a first day; a special rate a last day too. */
export const payRateSchema = object({
  kind: string().required(),
  producer_id: string().when('kind', {
    is: (kind: string) => kind !== 'route',
    then: (schema) => schema.required('Farmer is required'),
  }),
  producer_label: string(),
  route_id: string().when('kind', { is: 'route', then: (schema) => schema.required('Route is required') }),
  rate_per_litre: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Rate must be a number')
    .required('Rate is required')
    .moreThan(0, 'Rate must be more than 0')
    .lessThan(1000, 'Rate must be less than 1000')
    .test('cents', 'Rate must have at most 2 decimals', toTheCent),
  effective_from: string().required('Effective From is required'),
  effective_to: string().when('kind', {
    is: 'farmer_special',
    then: (schema) =>
      schema
        .required('Effective To is required for a special rate')
        .test(
          'after',
          'Effective To must not be before Effective From',
          (to, { parent }) => !to || to >= parent.effective_from,
        ),
  }),
  notes: string().max(500, 'Notes must be at most 500 characters'),
});
