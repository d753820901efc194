import * as yup from 'yup';
import type { RouteFormValues } from './route-form-values';

const nonNegative = (label: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .min(0, `${label} cannot be negative`)
    .max(100000, `${label} must be at most 100000`);

// `satisfies` keeps the rules and the form values in step: a field without a rule, or a
// rule without a field, does not compile.
const rules = {
  name: yup.string().trim().required('Route Name is required').max(200, 'Route Name must be at most 200 characters'),
  distance: nonNegative('Distance'),
  estimated_time: nonNegative('Estimated Time'),
  // Times are picked from the list and checked as they are added; none is a valid route.
  start_times: yup.object(),
  location_ids: yup.array(yup.string().required()).min(1, 'Add at least one collection centre'),
  // The pickers: only what Add puts in the lists is saved.
  startDay: yup.string(),
  startTime: yup.string(),
  centreId: yup.string(),
} satisfies Record<keyof RouteFormValues, yup.AnySchema>;

/**
 * A route needs a name, a distance and at least one collection centre
 * (docs/rules.md#required-fields); the API caps both numbers at 100000.
 */
export const routeFormSchema = yup.object(rules);

/**
 * An organisation with no collection centre yet may save a route without one: the
 * confirmation then offers Add Collection Center (docs/screens.md#add-new-route).
 */
export const routeFormSchemaWithoutCentres = yup.object({ ...rules, location_ids: yup.array(yup.string().required()) });
