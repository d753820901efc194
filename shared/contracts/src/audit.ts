// The activity log (GET /audit-events), named from the API's generated types.
import type { QueryOf, ResponseOf, RowOf } from './api-types';

/** One write in the activity log. Passwords, hashes and tokens are never in `changes`. */
export type AuditEvent = RowOf<'/audit-events'>;

/** One changed field: null before a create, null after a delete (or an emptied field). */
export type AuditFieldChange = AuditEvent['changes'][string];

/**
 * What the API records for a write: create, update, delete, or what a special route did
 * (roles_set, password_reset, password_change, process). Open-ended: newer actions may come.
 */
export type AuditAction = AuditEvent['action'];

/** Filters of GET /audit-events; days are yyyy-MM-dd (Africa/Nairobi), inclusive. */
export type AuditEventQuery = Omit<QueryOf<'/audit-events'>, 'limit' | 'offset'>;

/** One resource the log records, by its API name (`value`) and its name on screen (`label`). */
export type AuditResource = ResponseOf<'/audit-events/resources', 'get'>['data'][number];
