import { ApiError, createResource, useOrgId } from '@maziwa/api-client';
import type { BodyOf, ExtensionAssignment, Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentFormValues } from '../model/assignment-form';
import { extensionKeys } from './extension-keys';

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

/** The API's field errors on the form's fields. */
export function toAssignmentFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) => (FIELD_OF[field] ? [[FIELD_OF[field], problem]] : [])),
  );
  return new ApiError(error.status, error.message, fields);
}

type Save = { id?: Id; values: AssignmentFormValues } | { id: Id; body: AssignmentUpdate };

/**
 * Adds (no id) or changes a visit, or sends a body as is (Mark done), then refreshes the lists.
 *
 * @example
 * const save = useSaveAssignment();
 * await save.mutateAsync({ values });
 */
export function useSaveAssignment() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Save): Promise<ExtensionAssignment> => {
      if (!orgId) throw new Error('Organization ID is required');
      const request =
        'body' in save
          ? assignmentsApi.update(save.id, save.body)
          : save.id
            ? assignmentsApi.update(save.id, toAssignmentBody(save.values))
            : assignmentsApi.create({ organization_id: orgId, ...toAssignmentBody(save.values) });
      return request.catch((error: unknown) => {
        throw toAssignmentFormError(error);
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionKeys.all, refetchType: 'all' }),
  });
}
