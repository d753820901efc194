import { string } from 'yup';

/** Shortest password the API accepts. */
export const PASSWORD_MIN_LENGTH = 8;

export const newPassword = (label: string) =>
  string()
    .required(`${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`);

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
