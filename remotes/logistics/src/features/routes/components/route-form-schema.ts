import { number, object, string } from 'yup';

/** The Edit dialog's values; numbers are '' while their field is empty. */
export interface RouteFormValues {
  name: string;
  /** Kilometres. */
  distance: number | '';
  /** Minutes. */
  estimated_time: number | '';
}

const nonNegative = (label: string) =>
  number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .min(0, `${label} cannot be negative`)
    .max(100000, `${label} must be at most 100000`);

/** A route needs a name and a distance (docs/rules.md#required-fields) (the API caps both numbers at 100000). */
export const routeFormSchema = object({
  name: string().trim().required('Route Name is required').max(200, 'Route Name must be at most 200 characters'),
  distance: nonNegative('Distance'),
  estimated_time: nonNegative('Estimated Time'),
});
