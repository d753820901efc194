import { producerLabel } from '@maziwa/api-client';
import type { ExtensionCallLog } from '@maziwa/contracts';
import { toZonedInput } from '@maziwa/ui';
import * as yup from 'yup';
import type { Channel, Topic } from './extension-text';

export interface CallLogFormValues {
  officerId: string;
  producerId: string;
  producerLabel: string;
  /** The organisation's wall clock, as the date-time picker holds it. */
  calledAt: Date | null;
  channel: Channel;
  topic: Topic | '';
  outcome: string;
  /** yyyy-MM-dd, '' for none. */
  followUpOn: string;
  notes: string;
}

export const emptyCallLog = (now = new Date()): CallLogFormValues => ({
  officerId: '',
  producerId: '',
  producerLabel: '',
  calledAt: toZonedInput(now),
  channel: 'call',
  topic: '',
  outcome: '',
  followUpOn: '',
  notes: '',
});

/** The form's values of a stored call log. */
export function callLogValues(row: ExtensionCallLog): CallLogFormValues {
  return {
    officerId: row.officer_id,
    producerId: row.producer_id,
    producerLabel: row.farmer_name ? producerLabel(row.farmer_name, row.member_id) : '',
    calledAt: toZonedInput(row.called_at),
    channel: row.channel,
    topic: row.topic,
    outcome: row.outcome,
    followUpOn: row.follow_up_on ?? '',
    notes: row.notes ?? '',
  };
}

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

// `satisfies` keeps the rules and the form values in step.
const rules = {
  officerId: yup.string().required('Choose an officer'),
  producerId: yup.string().required('Choose a farmer from the search results'),
  producerLabel: yup.string(),
  calledAt: yup.date().nullable().required('Date is required'),
  channel: yup.string().oneOf(['call', 'visit', 'sms']).required('Channel is required'),
  topic: yup.string().required('Choose a topic'),
  outcome: yup.string().trim().max(500, 'Outcome must be at most 500 characters'),
  followUpOn: yup
    .string()
    .test('after-call', 'Follow-up Date must be on or after the day of the call', function check(value) {
      const calledAt = this.parent.calledAt as Date | null;
      return !value || !(calledAt instanceof Date) || value >= day(calledAt);
    }),
  notes: yup.string().max(2000, 'Notes must be at most 2,000 characters'),
} satisfies Record<keyof CallLogFormValues, yup.AnySchema>;

/** Rules of Add Call Log and Edit Call Log (docs/rules.md#extension-services). */
export const callLogFormSchema = yup.object(rules);
