import { centreFormSchema } from './centre-form-schema';

const valid = { name: 'Kiambu Town CC', capacity: 5000, is_active: true };
const errorsOf = async (values: object) => {
  try {
    await centreFormSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('centreFormSchema', () => {
  it('accepts a named centre with a capacity', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, capacity: 0, is_active: false })).toEqual([]);
  });

  it('needs a name and a capacity', async () => {
    expect(await errorsOf({ ...valid, name: '  ', capacity: '' })).toEqual(['Center Name is required', 'Capacity is required']);
  });

  it('refuses a negative capacity', async () => {
    expect(await errorsOf({ ...valid, capacity: -1 })).toEqual(['Capacity cannot be negative']);
  });
});
