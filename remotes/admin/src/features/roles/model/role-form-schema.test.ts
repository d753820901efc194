import { emptyRole, roleSchema, type RoleFormValues } from './role-form-schema';

async function errorsOf(values: RoleFormValues) {
  try {
    await roleSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('roleSchema', () => {
  it('needs a name; the description may be empty', async () => {
    expect(await errorsOf({ name: 'Night shift', description: '' })).toEqual([]);
    expect(await errorsOf(emptyRole)).toEqual(['Name is required']);
    expect(await errorsOf({ name: '   ', description: '' })).toEqual(['Name is required']);
  });

  it("keeps to the API's lengths", async () => {
    expect(await errorsOf({ name: 'n'.repeat(101), description: 'd'.repeat(501) })).toEqual([
      'Name must be at most 100 characters',
      'Description must be at most 500 characters',
    ]);
  });
});
