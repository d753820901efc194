import { routeFormSchema, routeFormSchemaWithoutCentres } from './route-form-schema';
import { emptyRouteFormValues, toRouteBody } from './route-form-values';

const valid = {
  ...emptyRouteFormValues,
  name: 'Kiambu North',
  distance: 42,
  estimated_time: 150,
  location_ids: ['loc-kiambu'],
};
const errorsOf = async (values: object) => {
  try {
    await routeFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('routeFormSchema', () => {
  it('accepts a named route with a centre, zero distance and time included, and no start times', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, distance: 0, estimated_time: 0 })).toEqual([]);
  });

  it('needs a name, a distance, a time and at least one collection centre', async () => {
    expect(await errorsOf({ ...valid, name: ' ', distance: '', estimated_time: '', location_ids: [] })).toEqual([
      'Route Name is required',
      'Distance is required',
      'Estimated Time is required',
      'Add at least one collection centre',
    ]);
  });

  it('takes a route without a centre only while the organisation has none', async () => {
    await expect(routeFormSchemaWithoutCentres.validate({ ...valid, location_ids: [] })).resolves.toBeTruthy();
    await expect(routeFormSchemaWithoutCentres.validate({ ...valid, name: '' })).rejects.toThrow(
      'Route Name is required',
    );
  });

  it('refuses negative and huge numbers', async () => {
    expect(await errorsOf({ ...valid, distance: -1, estimated_time: 100001 })).toEqual([
      'Distance cannot be negative',
      'Estimated Time must be at most 100000',
    ]);
  });

  it('starts at the spec defaults: distance 0 and estimated time 0', () => {
    expect(emptyRouteFormValues).toMatchObject({ distance: 0, estimated_time: 0, start_times: {}, location_ids: [] });
  });
});

describe('toRouteBody', () => {
  it('sends what was added, not what the pickers hold', () => {
    expect(
      toRouteBody({
        ...valid,
        name: ' Kiambu North ',
        start_times: { monday: ['06:00'] },
        startDay: 'tuesday',
        startTime: '07:00',
        centreId: 'loc-limuru',
      }),
    ).toEqual({
      name: 'Kiambu North',
      location_ids: ['loc-kiambu'],
      distance: 42,
      estimated_time: 150,
      start_times: { monday: ['06:00'] },
    });
  });
});
