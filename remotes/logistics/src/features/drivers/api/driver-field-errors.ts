import type { FormFieldOf } from '@maziwa/api-client';
import { PERSON_FIELD_OF } from '@maziwa/ui/forms';

/**
 * API payload fields (the nested person, the Driver link and its profile) that have a field of
 * their own on the driver form, so "is already used in this organisation" shows under Employee ID.
 */
export const DRIVER_FIELD_OF: FormFieldOf = {
  ...PERSON_FIELD_OF,
  member_id: 'employeeId',
  status: 'status',
  route_ids: 'assignedRoute',
  'profile.license_number': 'licenseNumber',
  'profile.license_expiry': 'licenseExpiry',
  'profile.license_document_file_id': 'licenseDocument',
  'profile.date_of_hire': 'dateOfHire',
  'profile.additional_info': 'additionalInfo',
};
