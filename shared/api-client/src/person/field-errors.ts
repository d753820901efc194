import { ApiError } from '../api-error';

/** API field name -> the form's field name ('user.email' -> 'emailAddress'). */
export type FormFieldOf = Record<string, string>;

/**
 * The same ApiError with its field errors renamed to the form's fields (`fieldOf`), so the
 * form shows "is already registered" under Email Address. Fields the form lacks are
 * dropped; the message still says what went wrong. Anything else passes through unchanged.
 *
 * @example throw toFormError(error, { member_id: 'employeeId', ...PERSON_FIELD_OF });
 */
export function toFormError(error: unknown, fieldOf: FormFieldOf): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [apiField, message] of Object.entries(error.fields)) {
    const formField = fieldOf[apiField];
    if (formField) fields[formField] = message;
  }
  return new ApiError(error.status, error.message, fields);
}

/**
 * For `.catch`: rethrows with the field errors named as on the form.
 *
 * @example await userRolesApi.create(body).catch(rethrowForForm(FARMER_FIELD_OF));
 */
export function rethrowForForm(fieldOf: FormFieldOf) {
  return (error: unknown): never => {
    throw toFormError(error, fieldOf);
  };
}
