import { ApiError } from '@maziwa/api-client';
import type { DriverFormValues } from '../components/driver-form-values';

export type FormFieldOf = Record<string, keyof DriverFormValues>;

/** API payload fields (user, Driver link and its profile) that have a field of their own on the driver form. */
export const DRIVER_FIELD_OF: FormFieldOf = {
  email: 'emailAddress',
  member_id: 'employeeId',
  'contact_info.phone': 'phoneNumber',
  'contact_info.address': 'address',
  status: 'status',
  route_ids: 'assignedRoute',
  'profile.date_of_birth': 'dateOfBirth',
  'profile.gender': 'gender',
  'profile.photo_file_id': 'photo',
  'profile.license_number': 'licenseNumber',
  'profile.license_expiry': 'licenseExpiry',
  'profile.license_document_file_id': 'licenseDocument',
  'profile.date_of_hire': 'dateOfHire',
  'profile.additional_info': 'additionalInfo',
};

/**
 * The same ApiError with its field errors renamed to the form's fields (`fieldOf`), so the
 * Form shows "Member ID already exists" under Employee ID. Fields the form lacks are
 * dropped; the message still says what went wrong. Anything else passes through unchanged.
 */
export function toDriverFormError(error: unknown, fieldOf: FormFieldOf = DRIVER_FIELD_OF): unknown {
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
 * @example await filesApi.upload(photo).catch(rethrowForForm({ file: 'photo' }));
 */
export function rethrowForForm(fieldOf: FormFieldOf = DRIVER_FIELD_OF) {
  return (error: unknown): never => {
    throw toDriverFormError(error, fieldOf);
  };
}
