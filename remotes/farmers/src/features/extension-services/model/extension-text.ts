import type { ExtensionAssignment, ExtensionCallLog } from '@maziwa/contracts';
import { displayTimeZone, type FilterOption, type StatusTone } from '@maziwa/ui';

export type Topic = ExtensionAssignment['topic'];
export type AssignmentStatus = ExtensionAssignment['status'];
export type Channel = ExtensionCallLog['channel'];

/** What extension work is about, as offices name it (docs/screens.md#assignments). */
export const TOPIC_LABELS: Record<Topic, string> = {
  animal_health: 'Animal health',
  feeding: 'Feeding',
  milk_hygiene: 'Milk hygiene',
  breeding: 'Breeding',
};

export const STATUS_LABELS: Record<AssignmentStatus, string> = { planned: 'Planned', done: 'Done', missed: 'Missed' };
export const STATUS_TONES: Record<AssignmentStatus, StatusTone> = {
  planned: 'info',
  done: 'success',
  missed: 'neutral',
};

export const CHANNEL_LABELS: Record<Channel, string> = { call: 'Call', visit: 'Visit', sms: 'SMS' };

const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export const topicOptions = optionsOf(TOPIC_LABELS);
export const statusOptions = optionsOf(STATUS_LABELS);
export const channelOptions = optionsOf(CHANNEL_LABELS);

/** A filter select's options, "All ..." first. */
export const withAll = (all: string, options: FilterOption[]): FilterOption[] => [
  { value: '', label: all },
  ...options,
];

/** Today, yyyy-MM-dd, in the organisation's zone (the day the API counts "overdue" in). */
export function organisationToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: displayTimeZone(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
