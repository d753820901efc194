import type { CsvColumn } from '../resources/csv';
import { zonedTimeWriter } from '../resources/csv-time';
import type { Json } from '../resources/types';
import type { AuditEventType } from './audit-event-schemas';

// Activity's words for an event: the one place they are written. Each event carries them
// (resource_label, action_label), the console shows them as they come, and its resource filter
// lists GET /audit-events/resources. Records, fields and the ids in changes are named once,
// for the JSON and the CSV alike, by nameEvents (name-events.ts).

/** What each API resource is called on screen. */
const RESOURCE_LABELS: Record<string, string> = {
  users: 'Users',
  roles: 'Roles',
  permissions: 'Permissions',
  'user-roles': 'People (drivers, farmers, staff roles)',
  organizations: 'Organisation settings',
  locations: 'Collection centres',
  routes: 'Routes',
  trips: 'Trips',
  collections: 'Milk collections',
  consolidations: 'Pickups (centre handovers)',
  'quality-tests': 'Quality tests',
  rejections: 'Rejections',
  payments: 'Payments',
  'account-top-ups': 'Payout account top-ups',
  supplies: 'Supplies',
  'extension-assignments': 'Extension assignments',
  'extension-call-logs': 'Extension call logs',
  files: 'Files',
  payouts: 'Payouts',
  'pay-runs': 'Pay runs',
  'pay-rates': 'Pay rates',
  'quality-adjustments': 'Quality adjustments',
  advances: 'Advances',
  'feed-products': 'Feed products',
  'feed-receipts': 'Feed stock receipts',
  'feed-issues': 'Feed issues',
  messages: 'Messages',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  roles_set: 'Roles set',
  password_reset: 'Password reset',
  password_change: 'Password changed',
  process: 'Paid out',
};

/** @example resourceLabel('user-roles') // "People (drivers, farmers, staff roles)" */
export const resourceLabel = (resource: string) => RESOURCE_LABELS[resource] ?? resource;

/** Every resource by its screen name, A-Z: the Activity page's resource filter. */
export const auditResources = () =>
  Object.entries(RESOURCE_LABELS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** @example actionLabel('roles_set') // "Roles set"; an unknown one readably: 'top_up' -> "Top up" */
export const actionLabel = (action: string) =>
  ACTION_LABELS[action] ?? action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The empty side of a change (before a create, after a delete, a cleared field). */
const EMPTY_VALUE = '—';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A recorded value as Activity writes it: lists joined, Yes/No, objects as JSON, nothing as a
 * dash; a time on the organisation's clock as the export's other times ("2026-11-28 15:57").
 */
function valueText(value: unknown, time: (value: unknown) => unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (Array.isArray(value))
    return value.length === 0 ? EMPTY_VALUE : value.map((item) => valueText(item, time)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && INSTANT.test(value)) return String(time(value));
  return String(value);
}

/**
 * Every change of an event in Activity's words ("Assigned Route: Kiambu North → Limuru"; a
 * create the values set, a delete those removed). Whole: the screen's cell shortens it, a file
 * need not.
 */
export function changesText(event: Json, time: (value: unknown) => unknown): string {
  const changes = (event.changes ?? {}) as AuditEventType['changes'];
  return Object.entries(changes)
    .map(([field, change]) => {
      // The form's word for the field, and ids as the names they stood for (nameEvents).
      const label = change.label ?? field.replace(/_/g, ' ');
      const before = change.before_name !== undefined ? change.before_name : change.before;
      const after = change.after_name !== undefined ? change.after_name : change.after;
      if (event.action === 'create') return `${label}: ${valueText(after, time)}`;
      if (event.action === 'delete') return `${label}: ${valueText(before, time)}`;
      return `${label}: ${valueText(before, time)} → ${valueText(after, time)}`;
    })
    .join('; ');
}

/** Activity's Who and Changes columns, written when an export asks for them. */
export function activityColumns(timeZone: string): CsvColumn[] {
  const time = zonedTimeWriter(timeZone, 'shown');
  return [
    { header: 'who', value: (event) => event.user_name || event.user_email || 'A removed account' },
    { header: 'changes_text', value: (event) => changesText(event, time) },
  ];
}
