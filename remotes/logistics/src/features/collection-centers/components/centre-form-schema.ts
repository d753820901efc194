import { boolean, number, object, string } from 'yup';

/** The Edit dialog's values: the centre's name, capacity in litres and whether it is active. */
export interface CentreFormValues {
  name: string;
  /** '' while the field is empty. */
  capacity: number | '';
  is_active: boolean;
}

/** Centre name and capacity are required (docs/rules.md#required-fields); capacity is litres, never negative. */
export const centreFormSchema = object({
  name: string().trim().required('Center Name is required').max(200, 'Center Name must be at most 200 characters'),
  capacity: number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError('Capacity must be a number')
    .required('Capacity is required')
    .min(0, 'Capacity cannot be negative'),
  is_active: boolean().required(),
});
