import type { BodyOf, Id, LocationUpdate } from '@maziwa/contracts';
import { operatingHoursText, type CentreFormValues } from '../model/centre-form-values';

export type LocationCreate = BodyOf<'/locations', 'post'>;

/** Every field of the form as the API names it (valid values: the schema passed). */
function fieldsOf(values: CentreFormValues) {
  return {
    name: values.centerName.trim(),
    address: values.address.trim(),
    coordinates: { latitude: Number(values.latitude), longitude: Number(values.longitude) },
    contact_person: values.contactPerson.trim(),
    phone: values.phoneNumber.replace(/[\s-]/g, ''),
    operating_hours: operatingHoursText(values.operatingHours),
    capacity: Number(values.capacity),
    is_active: values.status,
    notes: values.notes.trim() || null,
  };
}

/** POST /locations: a collection centre of the organisation, its QA agent assigned with it. */
export function toLocationCreate(values: CentreFormValues, orgId: Id): LocationCreate {
  return {
    ...fieldsOf(values),
    type: 'collection_center',
    organization_id: orgId,
    qa_agent_id: values.assignedQAAgent,
  };
}

/**
 * PUT /locations/{id}: every field; the QA agent only when it was changed, so a centre that
 * several agents share keeps them all when something else is edited.
 */
export function toLocationUpdate(values: CentreFormValues, initial: CentreFormValues): LocationUpdate {
  const changes: LocationUpdate = fieldsOf(values);
  if (values.assignedQAAgent !== initial.assignedQAAgent) changes.qa_agent_id = values.assignedQAAgent;
  return changes;
}
