import * as yup from 'yup';

/** Values of the Edit Schedule dialog (spec 2.6): the driver's link id and the start. */
export interface EditScheduleValues {
  driverId: string;
  pickupStartTime: Date | null;
}

/** Spec 5: Assigned Driver and Pickup Start Time are required. */
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
