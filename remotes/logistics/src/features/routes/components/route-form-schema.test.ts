import { routeFormSchema } from './route-form-schema';

const valid = { name: 'Kiambu North', distance: 42, estimated_time: 150 };
const errorsOf = async (values: object) => {
  try {
    await routeFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('routeFormSchema', () => {
  it('accepts a named route with a distance and a time, zero included', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, distance: 0, estimated_time: 0 })).toEqual([]);
  });

  it('needs a name, a distance and a time', async () => {
    expect(await errorsOf({ name: ' ', distance: '', estimated_time: '' })).toEqual([
      'Route Name is required',
      'Distance is required',
      'Estimated Time is required',
    ]);
  });

  it('refuses negative and huge numbers', async () => {
    expect(await errorsOf({ ...valid, distance: -1, estimated_time: 100001 })).toEqual([
      'Distance cannot be negative',
      'Estimated Time must be at most 100000',
    ]);
  });
});
