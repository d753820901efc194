import type { AuditEvent } from '@maziwa/contracts';
import type { FakeHandler } from './fake-api';
import { serveList } from './serve-list';

const nairobiDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(iso));

/**
 * GET /audit-events as the API answers it: the events given (newest first) filtered by
 * resource, record_id (comma-separated ids), user_id, action and from/to (Nairobi days), paged.
 *
 * @example
 * api.on({ 'GET /audit-events': serveAuditEvents([buildAuditEvent({ record_id: 'link-1' })]) });
 */
export function serveAuditEvents(events: AuditEvent[]): FakeHandler {
  return (req) => {
    const q = req.query;
    const ids = q.get('record_id')?.split(',');
    const matching = events.filter(
      (event) =>
        (!q.get('resource') || event.resource === q.get('resource')) &&
        (!ids || ids.includes(event.record_id)) &&
        (!q.get('user_id') || event.user_id === q.get('user_id')) &&
        (!q.get('action') || event.action === q.get('action')),
    );
    return serveList(matching, q, { date: (event) => nairobiDay(event.occurred_at) });
  };
}

let counter = 0;

/**
 * An audit event with sensible values; `overrides` set what a test cares about (with a
 * resource or action, its label too: the API names them).
 *
 * @example buildAuditEvent({ resource: 'payments', action: 'process', changes: { status: { before: 'pending', after: 'completed' } } })
 */
export function buildAuditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  counter += 1;
  return {
    id: `event-${counter}`,
    organization_id: 'org-1',
    occurred_at: '2026-03-02T06:30:00.000Z',
    user_id: 'user-admin',
    user_name: 'Wanjiku Kamau',
    user_email: 'admin@maziwa.test',
    resource: 'payments',
    resource_label: 'Payments',
    record_id: 'record-1',
    record_label: 'Akinyi Otieno (#F-001)',
    action: 'update',
    action_label: 'Updated',
    changes: {},
    ...overrides,
  };
}
