import * as yup from 'yup';
import type { TripFormValues } from './trip-form-values';

// `satisfies` keeps the rules and the form values in step.
const rules = {
  driverIds: yup
    .array(yup.string().required())
    .min(1, 'Select at least one driver')
    .required('Select at least one driver'),
  routeId: yup.string().required('Route is required'),
  startTime: yup.date().nullable().required('Start Time is required'),
  endTime: yup
    .date()
    .nullable()
    .required('End Time is required')
    .test('after-start', 'End Time must be after Start Time', function afterStart(end) {
      const start = (this.parent as TripFormValues).startTime;
      return !end || !start || end.getTime() > start.getTime();
    }),
  status: yup
    .string()
    .oneOf(['scheduled', 'in_progress', 'completed'] as const, 'Status is required')
    .required('Status is required'),
} satisfies Record<keyof TripFormValues, yup.AnySchema>;

/** Rules of the Add Trip form (docs/rules.md#required-fields): every field, and an end after the start. */
export const tripFormSchema = yup.object(rules);
