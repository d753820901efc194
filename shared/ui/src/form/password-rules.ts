import { string } from 'yup';

/**
 * Shortest password the API accepts (it also refuses passwords of only spaces and about a
 * hundred common ones; that last check stays on the server, whose 400 lands on the field).
 */
export const PASSWORD_MIN_LENGTH = 10;

/**
 * A new password as every form asks for one: sign-up, a new user, a temporary password, a
 * change of one's own.
 */
export const newPassword = (label: string) =>
  string()
    .required(`${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .test('not-blank', `${label} cannot be only spaces`, (value) => !value || value.trim().length > 0);

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
