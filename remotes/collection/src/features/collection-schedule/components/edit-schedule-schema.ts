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

/** Reschedule moves the ticked trips and keeps their drivers: only the start is asked for. */
export const rescheduleSchema = editScheduleSchema.pick(['pickupStartTime']);

/** Values of the Assign Drivers dialog. */
export interface AssignDriverValues {
  driverId: string;
}

export const assignDriverSchema = editScheduleSchema.pick(['driverId']);
