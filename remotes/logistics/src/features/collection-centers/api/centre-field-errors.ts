import { ApiError } from '@maziwa/api-client';

/** API fields of a location and the form field each lands on. */
const FIELD_OF: Record<string, string> = {
  name: 'centerName',
  address: 'address',
  coordinates: 'latitude',
  'coordinates.latitude': 'latitude',
  'coordinates.longitude': 'longitude',
  contact_person: 'contactPerson',
  phone: 'phoneNumber',
  operating_hours: 'operatingHours.closes',
  qa_agent_id: 'assignedQAAgent',
  capacity: 'capacity',
  is_active: 'status',
  notes: 'notes',
};

/**
 * For `.catch`: the API's refusal with its field errors renamed to the form's fields, so
 * "phone must be a phone number..." shows under Phone Number. Anything else passes through.
 */
export function rethrowForCentreForm(error: unknown): never {
  if (!(error instanceof ApiError) || !error.fields) throw error;
  const fields: Record<string, string> = {};
  for (const [apiField, message] of Object.entries(error.fields)) {
    const formField = FIELD_OF[apiField];
    if (formField) fields[formField] = message;
  }
  throw new ApiError(error.status, error.message, fields);
}
