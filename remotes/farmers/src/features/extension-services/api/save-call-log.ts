import { ApiError, createResource, useOrgId } from '@maziwa/api-client';
import type { BodyOf, ExtensionCallLog, Id } from '@maziwa/contracts';
import { fromZonedInput } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallLogFormValues } from '../model/call-log-form';
import { extensionKeys } from './extension-keys';

export type CallLogCreate = BodyOf<'/extension-call-logs', 'post'>;
export type CallLogUpdate = BodyOf<'/extension-call-logs/{id}', 'put'>;

export const callLogsApi = createResource('extension-call-logs');

/** The body of POST and PUT; the time as an instant, blanks as null. */
export function toCallLogBody(values: CallLogFormValues): Omit<CallLogCreate, 'organization_id'> {
  return {
    officer_id: values.officerId,
    producer_id: values.producerId,
    called_at: fromZonedInput(values.calledAt as Date).toISOString(),
    channel: values.channel,
    topic: values.topic as CallLogCreate['topic'],
    outcome: values.outcome.trim(),
    follow_up_on: values.followUpOn || null,
    notes: values.notes.trim() || null,
  };
}

const FIELD_OF: Record<string, keyof CallLogFormValues> = {
  officer_id: 'officerId',
  producer_id: 'producerId',
  called_at: 'calledAt',
  channel: 'channel',
  topic: 'topic',
  outcome: 'outcome',
  follow_up_on: 'followUpOn',
  follow_up_done_on: 'followUpOn',
  notes: 'notes',
};

/** The API's field errors on the form's fields. */
export function toCallLogFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) => (FIELD_OF[field] ? [[FIELD_OF[field], problem]] : [])),
  );
  return new ApiError(error.status, error.message, fields);
}

type Save = { id?: Id; values: CallLogFormValues } | { id: Id; body: CallLogUpdate };

/**
 * Adds (no id) or changes a call log, or sends a body as is (Follow-up done), then refreshes the lists.
 *
 * @example await useSaveCallLog().mutateAsync({ values });
 */
export function useSaveCallLog() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Save): Promise<ExtensionCallLog> => {
      if (!orgId) throw new Error('Organization ID is required');
      const request =
        'body' in save
          ? callLogsApi.update(save.id, save.body)
          : save.id
            ? callLogsApi.update(save.id, toCallLogBody(save.values))
            : callLogsApi.create({ organization_id: orgId, ...toCallLogBody(save.values) });
      return request.catch((error: unknown) => {
        throw toCallLogFormError(error);
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionKeys.all, refetchType: 'all' }),
  });
}
