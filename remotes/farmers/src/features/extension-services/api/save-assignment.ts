import { createResource } from '@maziwa/api-client';
import type { BodyOf } from '@maziwa/contracts';
import type { AssignmentFormValues } from '../model/assignment-form';
import { useSaveExtension } from './save-extension';

export type AssignmentCreate = BodyOf<'/extension-assignments', 'post'>;
export type AssignmentUpdate = BodyOf<'/extension-assignments/{id}', 'put'>;

export const assignmentsApi = createResource('extension-assignments');

/** The body of POST and PUT: the one target chosen, the other two null (so an edit can move a visit). */
export function toAssignmentBody(values: AssignmentFormValues): Omit<AssignmentCreate, 'organization_id'> {
  return {
    officer_id: values.officerId,
    producer_id: values.targetKind === 'farmer' ? values.producerId : null,
    route_id: values.targetKind === 'route' ? values.routeId : null,
    location_id: values.targetKind === 'centre' ? values.locationId : null,
    topic: values.topic as AssignmentCreate['topic'],
    due_on: values.dueOn,
    status: values.status,
    notes: values.notes.trim() || null,
  };
}

const FIELD_OF: Record<string, keyof AssignmentFormValues> = {
  officer_id: 'officerId',
  producer_id: 'producerId',
  route_id: 'routeId',
  location_id: 'locationId',
  topic: 'topic',
  due_on: 'dueOn',
  status: 'status',
  notes: 'notes',
  done_on: 'status',
};

/**
 * Adds (no id) or changes a visit, or sends a body as is (Mark done), then refreshes the lists.
 *
 * @example
 * const save = useSaveAssignment();
 * await save.mutateAsync({ values });
 */
export function useSaveAssignment() {
  return useSaveExtension({
    create: assignmentsApi.create,
    update: assignmentsApi.update,
    toBody: toAssignmentBody,
    fieldOf: FIELD_OF,
  });
}
