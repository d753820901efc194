// Formik-free, so the kit's main entry (ConfirmDialog) can read an API's field errors
// without loading the form library.

/** Shown (docs/rules.md#form-error) when a form's submit handler throws. */
export const SUBMIT_ERROR_MESSAGE = 'An error occurred while submitting the form.';

/**
 * Field errors carried by a thrown error, e.g. an API 400 mapped by the api-client to
 * `{ message, fields: { emailAddress: 'Email already in use' } }`. Dotted names
 * ("contact_info.phone") address nested fields.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (typeof error !== 'object' || error === null || !('fields' in error)) return undefined;
  const { fields } = error as { fields: unknown };
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
