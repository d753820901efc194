import { ApiError } from '@maziwa/api-client';
import type { DriverFormValues } from '../components/driver-form-values';

/** API payload fields that have a field of their own on the driver form. */
const FORM_FIELD_OF: Record<string, keyof DriverFormValues> = {
  email: 'emailAddress',
  member_id: 'employeeId',
  'contact_info.phone': 'phoneNumber',
  'contact_info.address': 'address',
  status: 'status',
  route_ids: 'assignedRoute',
};

/**
 * The same ApiError with its field errors renamed to the form's fields, so the Form shows
 * "Member ID already exists" under Employee ID. Fields the form lacks are dropped; the
 * message still says what went wrong. Anything else passes through unchanged.
 */
export function toDriverFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields: Record<string, string> = {};
  for (const [apiField, message] of Object.entries(error.fields)) {
    const formField = FORM_FIELD_OF[apiField];
    if (formField) fields[formField] = message;
  }
  return new ApiError(error.status, error.message, fields);
}
