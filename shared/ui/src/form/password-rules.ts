import { string } from 'yup';

/**
 * The API's rules for a password someone chooses now (sign-up, a new user, a temporary
 * password, a change of one's own). The API also refuses about a hundred common passwords;
 * that check stays on the server, whose 400 lands on the field.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** A new password: required, at least 10 characters, not only spaces, at most 200. */
export const newPassword = (label: string) =>
  string()
    .required(`${label} is required`)
    // Said only once something is typed: "required" covers the empty field.
    .test(
      'min',
      `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`,
      (value) => !value || value.length >= PASSWORD_MIN_LENGTH,
    )
    .test(
      'blank',
      `${label} must not be only spaces`,
      (value) => !value || value.length < PASSWORD_MIN_LENGTH || value.trim() !== '',
    )
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * The same password typed again. A custom test rather than oneOf: yup checks oneOf before
 * required, so an empty box would say "do not match" instead of asking for it.
 */
export const confirmationOf = (field: string) =>
  string()
    .required('Confirm the password')
    .test('matches', 'Passwords do not match', function matches(value) {
      return !value || value === this.parent[field];
    });
