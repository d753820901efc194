import { toZonedInput } from '@maziwa/ui';
import { assignDriverSchema, editScheduleSchema, rescheduleSchema } from './edit-schedule-schema';

const errorsOf = async (
  schema: typeof editScheduleSchema | typeof rescheduleSchema | typeof assignDriverSchema,
  values: object,
) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('editScheduleSchema', () => {
  it('accepts a driver and a start time', async () => {
    expect(
      await errorsOf(editScheduleSchema, { driverId: 'link-1', pickupStartTime: new Date(2025, 0, 6, 5, 30) }),
    ).toEqual([]);
  });

  it('requires Assigned Driver and Pickup Start Time', async () => {
    expect(await errorsOf(editScheduleSchema, { driverId: '', pickupStartTime: null })).toEqual([
      'Assigned Driver is required',
      'Pickup Start Time is required',
    ]);
  });
});

describe('rescheduleSchema', () => {
  it('asks only for the start time', async () => {
    expect(await errorsOf(rescheduleSchema, { pickupStartTime: null })).toEqual(['Pickup Start Time is required']);
    expect(
      await errorsOf(rescheduleSchema, { pickupStartTime: toZonedInput(new Date(Date.now() + 3_600_000)) }),
    ).toEqual([]);
  });

  it('refuses a start in the past, on the organisation clock', async () => {
    expect(await errorsOf(rescheduleSchema, { pickupStartTime: toZonedInput(new Date(Date.now() - 60_000)) })).toEqual([
      'Pickup Start Time cannot be in the past',
    ]);
  });
});

describe('assignDriverSchema', () => {
  it('asks only for the driver', async () => {
    expect(await errorsOf(assignDriverSchema, { driverId: '' })).toEqual(['Assigned Driver is required']);
    expect(await errorsOf(assignDriverSchema, { driverId: 'link-1' })).toEqual([]);
  });
});
