import type { Queryable } from '../db/database';
import type { Caller, Json } from './types';
import { changesBetween, withoutSecrets, type Changes } from './changes';

/**
 * What happened: the generic writes, and what a special route does that is not a plain
 * create, update or delete of one record.
 */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'roles_set'
  | 'password_reset'
  | 'password_change'
  | 'process'
  | 'reverse'
  | 'compute'
  | 'approve';

export interface AuditEvent {
  organizationId: string;
  /** Who did it. */
  userId: string;
  /** The API's name of the resource: users, user-roles, payments, files... */
  resource: string;
  recordId: string;
  action: AuditAction;
  changes?: Changes;
}

/**
 * Appends events to the trail. Call it with the transaction of the change itself: the events
 * and the change are committed, or rolled back, together. One statement whatever the count.
 */
export async function recordEvents(tx: Queryable, events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    organization_id: event.organizationId,
    user_id: event.userId,
    resource: event.resource,
    record_id: event.recordId,
    action: event.action,
    changes: withoutSecrets(event.changes ?? {}),
  }));
  await tx.query(
    `INSERT INTO audit_events (organization_id, user_id, resource, record_id, action, changes)
     SELECT organization_id, user_id, resource, record_id, action, changes
       FROM jsonb_to_recordset($1::jsonb)
         AS e (organization_id uuid, user_id uuid, resource text, record_id uuid, action text, changes jsonb)`,
    [JSON.stringify(rows)],
  );
}

/**
 * The organisations whose trail shows a write: the record's own (organization_id), an
 * organisation itself, or every organisation of the caller's a person belongs to (a user
 * account is shared by its organisations; its JSON lists only those the caller shares).
 */
function organisationsOf(resource: string, record: Json): string[] {
  if (typeof record.organization_id === 'string') return [record.organization_id];
  if (resource === 'organizations' && typeof record.id === 'string') return [record.id];
  if (Array.isArray(record.organization_ids))
    return record.organization_ids.filter((id): id is string => typeof id === 'string');
  return [];
}

/**
 * Records what happened to one record, in the organisations it belongs to (see
 * organisationsOf): `record` is its JSON as the API answers it, before or after.
 */
export async function recordOn(
  tx: Queryable,
  caller: Pick<Caller, 'userId'>,
  resource: string,
  records: Json[],
  action: AuditAction,
  changes: Changes = {},
): Promise<void> {
  const organizations = [...new Set(records.flatMap((record) => organisationsOf(resource, record)))];
  // Every write belongs to an organisation: one that does not is a mistake in the code.
  if (organizations.length === 0) throw new Error(`No organisation to record a ${action} of ${resource} in`);
  const recordId = String(records[0].id);
  await recordEvents(
    tx,
    organizations.map((organizationId) => ({
      organizationId,
      userId: caller.userId,
      resource,
      recordId,
      action,
      changes,
    })),
  );
}

/**
 * Records a generic create (no before), update or delete (no after) of one record, as the API
 * answers it: only the fields that changed; an update that changed nothing leaves no event.
 */
export async function recordWrite(
  tx: Queryable,
  caller: Pick<Caller, 'userId'>,
  resource: string,
  before: Json | undefined,
  after: Json | undefined,
): Promise<void> {
  const action: AuditAction = !before ? 'create' : !after ? 'delete' : 'update';
  const changes = changesBetween(before, after);
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await recordOn(
    tx,
    caller,
    resource,
    [before, after].filter((record): record is Json => !!record),
    action,
    changes,
  );
}
