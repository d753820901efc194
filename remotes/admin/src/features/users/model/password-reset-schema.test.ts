import { passwordResetSchema, type PasswordResetValues } from './password-reset-schema';

async function errorsOf(values: PasswordResetValues) {
  try {
    await passwordResetSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('passwordResetSchema', () => {
  it('accepts a password of 10 characters or more, typed twice', async () => {
    expect(await errorsOf({ new_password: 'Mawingu-2026', confirm_password: 'Mawingu-2026' })).toEqual([]);
  });

  it('asks for both boxes', async () => {
    expect(await errorsOf({ new_password: '', confirm_password: '' })).toEqual([
      'New Password is required',
      'Confirm the password',
    ]);
  });

  it("holds to the API's rules: 10 characters, not only spaces, at most 200", async () => {
    expect(await errorsOf({ new_password: 'short', confirm_password: 'short' })).toEqual([
      'New Password must be at least 10 characters',
    ]);
    expect(await errorsOf({ new_password: ' '.repeat(10), confirm_password: ' '.repeat(10) })).toEqual([
      'New Password must not be only spaces',
    ]);
    const long = 'x'.repeat(201);
    expect(await errorsOf({ new_password: long, confirm_password: long })).toEqual([
      'New Password must be at most 200 characters',
    ]);
  });

  it('says when the two differ', async () => {
    expect(await errorsOf({ new_password: 'Mawingu-2026', confirm_password: 'Mawingu-2027' })).toEqual([
      'Passwords do not match',
    ]);
  });
});
