import { createResource } from '@maziwa/api-client';
import type { BodyOf } from '@maziwa/contracts';
import { fromZonedInput } from '@maziwa/ui';
import type { CallLogFormValues } from '../model/call-log-form';
import { useSaveExtension } from './save-extension';

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

/**
 * Adds (no id) or changes a call log, or sends a body as is (Follow-up done), then refreshes the lists.
 *
 * @example await useSaveCallLog().mutateAsync({ values });
 */
export function useSaveCallLog() {
  return useSaveExtension({
    create: callLogsApi.create,
    update: callLogsApi.update,
    toBody: toCallLogBody,
    fieldOf: FIELD_OF,
  });
}
