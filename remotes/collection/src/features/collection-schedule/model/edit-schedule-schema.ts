import { fromZonedInput } from '@maziwa/ui';
import * as yup from 'yup';

/** Values of the Edit Schedule dialog (docs/screens.md#edit-schedule): the driver's link id and the start. */
export interface EditScheduleValues {
  driverId: string;
  pickupStartTime: Date | null;
}

/** Assigned Driver and Pickup Start Time are required (docs/rules.md#required-fields). */
export const editScheduleSchema = yup.object({
  driverId: yup.string().required('Assigned Driver is required'),
  pickupStartTime: yup.date().nullable().required('Pickup Start Time is required'),
});

/**
 * Reschedule moves the ticked trips and keeps their drivers: only the start is asked for,
 * and it must lie ahead (the API refuses a scheduled trip moved into the past too). The
 * picker's value is the organisation's clock.
 */
export const rescheduleSchema = yup.object({
  pickupStartTime: yup
    .date()
    .nullable()
    .required('Pickup Start Time is required')
    .test(
      'ahead',
      'Pickup Start Time cannot be in the past',
      (value) => !value || fromZonedInput(value).getTime() > Date.now(),
    ),
});

/** Values of the Assign Drivers dialog. */
export interface AssignDriverValues {
  driverId: string;
}

export const assignDriverSchema = editScheduleSchema.pick(['driverId']);
