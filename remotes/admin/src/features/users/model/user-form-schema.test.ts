import { addUserSchema, editUserSchema, emptyUser, userToValues, type UserFormValues } from './user-form-schema';

const valid: UserFormValues = {
  username: 'mwanjiru',
  first_name: 'Mary',
  last_name: 'Wanjiru',
  email: 'mary@maziwa.test',
  contact_info: { phone: '+254 712 345-678', address: 'Limuru Road' },
  password: 'milk-and-honey',
};

async function errorsOf(schema: typeof addUserSchema | typeof editUserSchema, values: Partial<UserFormValues>) {
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('addUserSchema', () => {
  it('accepts a complete user, phone and address being optional', async () => {
    expect(await errorsOf(addUserSchema, {})).toEqual([]);
    expect(await errorsOf(addUserSchema, { contact_info: { phone: '', address: '' } })).toEqual([]);
  });

  it('requires the username, names, email and password', async () => {
    expect(await errorsOf(addUserSchema, emptyUser)).toEqual([
      'Username is required',
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
    ]);
  });

  it('checks the email, phone and the length of the password', async () => {
    expect(
      await errorsOf(addUserSchema, {
        email: 'mary@',
        contact_info: { phone: 'call me', address: '' },
        password: 'short',
      }),
    ).toEqual([
      'Email must be a valid email address',
      'Phone must be a phone number',
      'Password must be at least 10 characters',
    ]);
  });

  it('refuses a password of spaces only', async () => {
    expect(await errorsOf(addUserSchema, { password: ' '.repeat(12) })).toEqual(['Password must not be only spaces']);
  });

  it("keeps to the API's lengths", async () => {
    expect(
      await errorsOf(addUserSchema, {
        username: 'u'.repeat(101),
        contact_info: { phone: '', address: 'a'.repeat(501) },
      }),
    ).toEqual(['Username must be at most 100 characters', 'Address must be at most 500 characters']);
  });
});

describe('editUserSchema', () => {
  it('asks for no password', async () => {
    expect(await errorsOf(editUserSchema, { password: '' })).toEqual([]);
  });

  it('starts from the stored account', () => {
    expect(
      userToValues({
        id: 'u',
        username: 'b',
        first_name: 'B',
        last_name: 'M',
        email: 'b@x.test',
        contact_info: { phone: '+254' },
        organization_ids: [],
        is_active: true,
        status: 'active',
        avatarUrl: null,
        roles: [],
        created_at: '2026-01-05T08:00:00.000Z',
      }),
    ).toEqual({
      username: 'b',
      first_name: 'B',
      last_name: 'M',
      email: 'b@x.test',
      contact_info: { phone: '+254', address: '' },
      password: '',
    });
  });
});
