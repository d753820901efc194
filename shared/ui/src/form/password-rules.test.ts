import { object } from 'yup';
import { confirmationOf, newPassword } from './password-rules';

const schema = object({ password: newPassword('Password'), confirm: confirmationOf('password') });
const errorsOf = (value: object) => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('password rules', () => {
  it('asks for 10 or more characters that are not all spaces, typed twice alike', () => {
    expect(errorsOf({ password: 'Maziwa-2026', confirm: 'Maziwa-2026' })).toEqual([]);
    expect(errorsOf({ password: 'Maziwa-26', confirm: 'Maziwa-26' })).toEqual([
      'Password must be at least 10 characters',
    ]);
    expect(errorsOf({ password: '            ', confirm: '            ' })).toEqual([
      'Password must not be only spaces',
    ]);
    expect(errorsOf({ password: 'Maziwa-2026', confirm: 'Maziwa-2025' })).toEqual(['Passwords do not match']);
    expect(errorsOf({ password: '', confirm: '' })).toEqual(
      expect.arrayContaining(['Password is required', 'Confirm the password']),
    );
  });
});
