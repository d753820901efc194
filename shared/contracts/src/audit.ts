// The activity log (GET /audit-events): shapes of deploy/api/src/audit/audit-event-schemas.ts.
import type { Id } from './api';

/** One changed field: null before a create, null after a delete (or an emptied field). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/**
 * What the API records for a write: create, update, delete, or what a special route did
 * (roles_set, password_reset, password_change, process). Open-ended: newer actions may come.
 */
export type AuditAction = 'create' | 'update' | 'delete' | 'roles_set' | 'password_reset' | 'password_change' | 'process' | (string & {});

/** One write in the activity log. Passwords, hashes and tokens are never in `changes`. */
export interface AuditEvent {
  id: Id;
  organization_id: Id;
  /** ISO 8601 instant. */
  occurred_at: string;
  /** Who did it; name and email null once the account no longer exists. */
  user_id: Id;
  user_name: string | null;
  user_email: string | null;
  /** The API's name of what changed: users, user-roles, payments, files... */
  resource: string;
  record_id: Id;
  action: AuditAction;
  /** Changed fields by name; nested ones dotted (contact_info.phone). */
  changes: Record<string, AuditFieldChange>;
}

/** Filters of GET /audit-events; days are yyyy-MM-dd (Africa/Nairobi), inclusive. */
export interface AuditEventQuery {
  org_id?: Id | null;
  resource?: string;
  /** One record id, or several comma-separated (a person's account and role link). */
  record_id?: string;
  user_id?: Id;
  action?: string;
  from?: string;
  to?: string;
}
