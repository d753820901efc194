import type { Queryable } from '../db/database';
import type { AuditEventType } from './audit-event-schemas';
import { fieldLabel } from './field-labels';
import { idsIn, NameBook } from './name-book';
import { ID_FIELDS } from './record-namers';

type Changes = AuditEventType['changes'];

/** An event as the trail holds it, before it is named. */
export type RecordedEvent = Omit<AuditEventType, 'record_label'>;

/** A recorded id value as names, in the same shape: one name, a list of names, or null. */
function namesIn(book: NameBook, value: unknown, org: string, field: string): string | string[] | null {
  const { resource, noun } = ID_FIELDS[field];
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return idsIn(value).map((id) => book.labelOf(resource, id, org, noun));
  const [id] = idsIn(value);
  return id ? book.labelOf(resource, id, org, noun) : null;
}

/**
 * A page of events in the words staff use (GET /audit-events and its CSV): `record_label`
 * names the record ("Jane Wanjiku (#MZ-0001)"), each change gets its form's `label`, and a
 * field holding ids gets `before_name` and `after_name`: the names those ids stood for.
 * A few batched queries whatever the page's size (see NameBook); `orgs` are the caller's
 * organisations, the only ones whose names are read.
 */
export async function nameEvents(
  db: Queryable,
  orgs: readonly string[],
  timeZoneOf: (org: string) => string,
  events: RecordedEvent[],
): Promise<AuditEventType[]> {
  const book = new NameBook(db, orgs, timeZoneOf);
  for (const event of events) {
    book.want(event.resource, event.record_id);
    for (const [field, change] of Object.entries(event.changes ?? {})) {
      const ref = ID_FIELDS[field];
      if (ref) book.want(ref.resource, change.before, change.after);
    }
    // A person's link: their role says which form's words its fields take.
    if (event.resource === 'user-roles' && event.changes?.role_id)
      book.want('roles', event.changes.role_id.before, event.changes.role_id.after);
  }
  await book.resolve();

  return events.map((event) => {
    const org = event.organization_id;
    const role = roleOf(book, event);
    const changes: Changes = {};
    for (const [field, change] of Object.entries(event.changes ?? {})) {
      changes[field] = { ...change, label: fieldLabel(event.resource, field, role) };
      if (ID_FIELDS[field]) {
        changes[field].before_name = namesIn(book, change.before, org, field);
        changes[field].after_name = namesIn(book, change.after, org, field);
      }
    }
    return { ...event, record_label: book.labelOf(event.resource, event.record_id, org), changes };
  });
}

/** The role of the person whose link an event is about (Producer, Driver), when known. */
function roleOf(book: NameBook, event: RecordedEvent): string | undefined {
  if (event.resource !== 'user-roles') return undefined;
  const facts = book.factsOf('user-roles', event.record_id);
  if (typeof facts?.role_name === 'string') return facts.role_name;
  const roleId = facts?.role_id ?? event.changes?.role_id?.after ?? event.changes?.role_id?.before;
  return book.nameOf('roles', roleId, event.organization_id);
}
