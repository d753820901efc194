import type { AuditEvent, AuditFieldChange } from '@maziwa/contracts';
import { formatDate, formatDateTime } from '../format/format-date';

/**
 * An audit action's code, readably. Each event carries its action as Activity says it
 * (`action_label`, from the API, the one place those words are written): show that. Kept for
 * remotes built before it came.
 *
 * @deprecated Use the event's `action_label`.
 * @example auditActionLabel('roles_set') // "Roles set"
 */
export function auditActionLabel(action: string): string {
  return action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The empty side of a change (before a create, after a delete, a cleared field). */
export const EMPTY_VALUE = '—';

// What the API records for a time ("2026-11-28T12:57:10.202Z") and for a day ("2026-11-28").
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A recorded value as text: lists joined, yes/no, objects as JSON, nothing as a dash; a time
 * or a day as the console shows it elsewhere (formatDateTime, formatDate), not as the API's
 * UTC ISO text.
 *
 * @example formatAuditValue(['QA/Collector', 'user']) // "QA/Collector, user"
 * @example formatAuditValue('2026-11-28T12:57:10.202Z') // "28/11/2026 15:57" (Nairobi)
 */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY_VALUE : value.map(formatAuditValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  return String(value);
}

/**
 * A recorded field name as a label, still recognisable as the API's: for a field the API
 * gives no label (changeLabel).
 *
 * @example fieldLabel('contact_info.phone') // "contact info.phone"
 */
export const fieldLabel = (field: string) => field.replace(/_/g, ' ');

/**
 * A changed field as the form that edits it labels it, as the API says it ("Assigned Route"
 * for route_ids); else the field's name readably.
 *
 * @example changeLabel('route_ids', { before: [], after: ['r1'], label: 'Assigned Route' }) // "Assigned Route"
 */
export const changeLabel = (field: string, change: AuditFieldChange) => change.label ?? fieldLabel(field);

/**
 * One side of a change as text: for a field holding ids, the names they stood for (the API's
 * before_name and after_name), never the ids; else the value (formatAuditValue).
 *
 * @example changeText({ before: ['r1'], after: ['r2'], before_name: ['Kiambu North'], after_name: ['Limuru'] }, 'after') // "Limuru"
 */
export function changeText(change: AuditFieldChange, side: 'before' | 'after'): string {
  const names = side === 'before' ? change.before_name : change.after_name;
  return formatAuditValue(names !== undefined ? names : change[side]);
}

const shorten = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A one-line summary of an event's changes for a table cell, in the form's words and with ids
 * as names: "Assigned Route: Kiambu North → Limuru";
 * a create shows the values set, a delete those removed; past `max` fields, "+N more".
 *
 * @example changeSummary({ action: 'update', changes: { status: { before: 'pending', after: 'completed' } } })
 * // "status: pending → completed"
 */
export function changeSummary(event: Pick<AuditEvent, 'action' | 'changes'>, max = 3): string {
  const entries = Object.entries(event.changes ?? {});
  const shown = entries.slice(0, max).map(([field, change]) => {
    const label = changeLabel(field, change);
    const b = shorten(changeText(change, 'before'));
    const a = shorten(changeText(change, 'after'));
    if (event.action === 'create') return `${label}: ${a}`;
    if (event.action === 'delete') return `${label}: ${b}`;
    return `${label}: ${b} → ${a}`;
  });
  if (entries.length > max) shown.push(`+${entries.length - max} more`);
  return shown.join('; ');
}
