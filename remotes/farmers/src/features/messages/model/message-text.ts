import type { FilterOption, StatusTone } from '@maziwa/ui';

/** What a message's status is called on screen, and its badge's tone (docs/screens.md#messages). */
export const MESSAGE_STATUSES = {
  queued: { label: 'Queued', tone: 'neutral' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Sent', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
} as const satisfies Record<string, { label: string; tone: StatusTone }>;

export type MessageStatus = keyof typeof MESSAGE_STATUSES;

/** Why a message was written. */
export const MESSAGE_EVENTS = {
  delivery: 'Delivery',
  payment: 'Payment',
  test: 'Test',
  alert: 'Alert to admins',
} as const satisfies Record<string, string>;

export type MessageEvent = keyof typeof MESSAGE_EVENTS;

const labelOf = <T extends Record<string, unknown>>(map: T, value: string | null | undefined) =>
  value && value in map ? (map as Record<string, unknown>)[value] : undefined;

/** "Delivered"; a status this console does not know yet shows as the API wrote it. */
export function messageStatusLabel(status: string): string {
  return (labelOf(MESSAGE_STATUSES, status) as { label: string } | undefined)?.label ?? status;
}

export function messageStatusTone(status: string): StatusTone {
  return (labelOf(MESSAGE_STATUSES, status) as { tone: StatusTone } | undefined)?.tone ?? 'neutral';
}

export function messageEventLabel(event: string): string {
  return (labelOf(MESSAGE_EVENTS, event) as string | undefined) ?? event;
}

export const messageStatusOptions: FilterOption[] = [
  { value: '', label: 'All Status' },
  ...Object.entries(MESSAGE_STATUSES).map(([value, { label }]) => ({ value, label })),
];

export const messageEventOptions: FilterOption[] = [
  { value: '', label: 'All Events' },
  ...Object.entries(MESSAGE_EVENTS).map(([value, label]) => ({ value, label })),
];
