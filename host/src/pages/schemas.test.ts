import { ValidationError } from 'yup';
import { changePasswordSchema } from './change-password-schema';
import { loginSchema } from './login-schema';
import { signupSchema } from './signup-schema';

/** The message a form shows per field for `values`: the first failing rule, as formik does. */
function errorsOf(schema: { validateSync(value: unknown, options: object): unknown }, values: object) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const { path, message } of (error as ValidationError).inner) if (path && !errors[path]) errors[path] = message;
    return errors;
  }
}

describe('loginSchema', () => {
  it('requires email and password', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('requires a valid email and accepts one with spaces around it', () => {
    expect(errorsOf(loginSchema, { email: 'wanjiku@', password: 'x' })).toEqual({
      email: 'Enter a valid email address',
    });
    expect(errorsOf(loginSchema, { email: ' wanjiku@maziwa.test ', password: 'x' })).toEqual({});
  });
});

describe('signupSchema', () => {
  const valid = {
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    organization_name: 'Limuru Dairy',
    email: 'wanjiku@limuru.test',
    password: 'Maziwa-2026',
    confirm_password: 'Maziwa-2026',
  };

  it('accepts a complete account', () => {
    expect(errorsOf(signupSchema, valid)).toEqual({});
  });

  it('requires every field, a password of 10 or more and a matching confirmation', () => {
    expect(errorsOf(signupSchema, { ...valid, first_name: ' ', organization_name: '' })).toEqual({
      first_name: 'First name is required',
      organization_name: 'Organisation name is required',
    });
    expect(errorsOf(signupSchema, { ...valid, password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
    expect(errorsOf(signupSchema, { ...valid, confirm_password: 'Maziwa-2025' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });
});

describe('changePasswordSchema', () => {
  it('requires the current password, a new one of 10 or more, and the same again', () => {
    expect(errorsOf(changePasswordSchema, { old_password: '', new_password: '1234567', confirm_password: '' })).toEqual(
      {
        old_password: 'Current password is required',
        new_password: 'New password must be at least 10 characters',
        confirm_password: 'Confirm the password',
      },
    );
    expect(
      errorsOf(changePasswordSchema, {
        old_password: 'old',
        new_password: 'Kahawa-Moto-9',
        confirm_password: 'Kahawa-Moto-9',
      }),
    ).toEqual({});
  });
});
