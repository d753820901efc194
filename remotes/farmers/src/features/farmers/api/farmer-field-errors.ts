import type { FormFieldOf } from '@maziwa/api-client';
import { PERSON_FIELD_OF } from '@maziwa/ui/forms';

/**
 * API payload fields (the nested person, the Producer link and its profile) that have a field
 * of their own on the farmer form: a taken member number shows under Member ID.
 */
export const FARMER_FIELD_OF: FormFieldOf = {
  ...PERSON_FIELD_OF,
  member_id: 'employeeId',
  status: 'status',
  route_ids: 'assignedRoute',
  location_ids: 'collectionCenter',
  'profile.date_of_hire': 'dateOfHire',
  'profile.additional_info': 'additionalInfo',
  sms_language: 'smsLanguage',
  delivery_sms_opt_out: 'deliverySmsOptOut',
};
