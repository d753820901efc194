import { tripFormSchema } from './trip-form-schema';
import { emptyTripFormValues, type TripFormValues } from './trip-form-values';

const errorsOf = async (values: TripFormValues) => {
  try {
    await tripFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const valid: TripFormValues = {
  driverIds: ['link-1'],
  routeId: 'route-1',
  startTime: new Date(2026, 11, 1, 5, 30),
  endTime: new Date(2026, 11, 1, 9, 0),
  status: 'scheduled',
};

describe('tripFormSchema', () => {
  it('accepts drivers, a route, a start before the end and a status', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires every field', async () => {
    expect(await errorsOf({ ...emptyTripFormValues, status: '' as never })).toEqual([
      'Select at least one driver',
      'Route is required',
      'Start Time is required',
      'End Time is required',
      'Status is required',
    ]);
  });

  it('refuses an end at or before the start', async () => {
    expect(await errorsOf({ ...valid, endTime: new Date(2026, 11, 1, 5, 0) })).toEqual([
      'End Time must be after Start Time',
    ]);
    expect(await errorsOf({ ...valid, endTime: valid.startTime })).toEqual(['End Time must be after Start Time']);
  });
});
