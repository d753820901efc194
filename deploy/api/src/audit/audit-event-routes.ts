import type { Database } from '../db/database';
import { assertPeriod } from '../resources/report';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { csvColumns, pickColumns, sendCsv } from '../resources/csv';
import { exportTimeZone } from '../resources/csv-time';
import { organisationsToList, organisationTimeZone } from '../resources/scope';
import { personName, SqlParams } from '../resources/sql';
import { DEFAULT_LIMIT, EXPORT_BATCH } from '../resources/store';
import { errorResponses, iso, PageOrCsv } from '../schemas/common';
import { actionLabel, activityColumns, auditResources, resourceLabel } from './audit-labels';
import { nameEvents, type RecordedEvent } from './name-events';
import {
  AuditEvent,
  AuditEventQuery,
  AuditResourceList,
  type AuditEventQueryType,
  type AuditEventType,
} from './audit-event-schemas';

interface EventRow {
  id: string;
  organization_id: string;
  occurred_at: unknown;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  resource: string;
  record_id: string;
  action: string;
  changes: unknown;
}

/** WHERE conditions of the query over the events `e`; each filter is one an index serves. */
function conditions(orgs: string[], query: AuditEventQueryType, params: SqlParams): string {
  // One organisation by `=`: the (organization_id, occurred_at) index then serves the order.
  const where = [
    orgs.length === 1
      ? `e.organization_id = ${params.add(orgs[0], 'uuid')}`
      : `e.organization_id = ANY(${params.add(orgs, 'uuid[]')})`,
  ];
  if (query.resource) where.push(`e.resource = ${params.add(query.resource)}`);
  if (query.record_id)
    where.push(`e.record_id = ANY(${params.add(query.record_id.toLowerCase().split(','), 'uuid[]')})`);
  if (query.user_id) where.push(`e.user_id = ${params.add(query.user_id, 'uuid')}`);
  if (query.action) where.push(`e.action = ${params.add(query.action)}`);
  // Whole days of the operation's zone (the session's), as the reports count them.
  if (query.from) where.push(`e.occurred_at >= ${params.add(query.from, 'date')}`);
  if (query.to) where.push(`e.occurred_at < ${params.add(query.to, 'date')} + 1`);
  return where.join(' AND ');
}

function toJson(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    organization_id: row.organization_id,
    occurred_at: iso(row.occurred_at)!,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    resource: row.resource,
    resource_label: resourceLabel(row.resource),
    record_id: row.record_id,
    action: row.action,
    action_label: actionLabel(row.action),
    changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as AuditEventType['changes'],
  };
}

const SELECT = `e.id, e.organization_id, e.occurred_at, e.user_id, ${personName('u')} AS user_name,
                u.email AS user_email, e.resource, e.record_id, e.action, e.changes`;

/**
 * Every event the query matches, newest first, EXPORT_BATCH at a time: each batch continues
 * after the last one read (occurred_at, id), which the (organization_id, occurred_at) index serves.
 */
async function* eventBatches(
  db: Database,
  orgs: string[],
  query: AuditEventQueryType,
  timeZoneOf: (org: string) => string,
): AsyncGenerator<AuditEventType[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const params = new SqlParams();
    const where = conditions(orgs, query, params);
    const keyset = after
      ? ` AND (e.occurred_at, e.id) < (${params.add(after.at, 'timestamptz')}, ${params.add(after.id, 'uuid')})`
      : '';
    const { rows } = await db.query<EventRow & { cursor_at: string }>(
      `SELECT ${SELECT}, e.occurred_at::text AS cursor_at
         FROM (SELECT * FROM audit_events e WHERE ${where}${keyset}
                ORDER BY e.occurred_at DESC, e.id DESC LIMIT ${EXPORT_BATCH}) e
         LEFT JOIN users u ON u.id = e.user_id
        ORDER BY e.occurred_at DESC, e.id DESC`,
      params.values,
    );
    if (rows.length > 0) yield await nameEvents(db, orgs, timeZoneOf, rows.map(toJson));
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    after = { at: last.cursor_at, id: last.id };
  }
}

/** GET /audit-events: the activity log of your organisations, newest first. */
export async function auditEventRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;
  app.get(
    '/audit-events/resources',
    {
      config: { permission: 'audit_events:read' },
      schema: {
        tags: ['Activity'],
        operationId: 'listAuditResources',
        summary: 'What the activity log records, by screen name',
        description: 'Every resource `resource` of GET /audit-events takes, with the name Activity shows for it, A-Z.',
        response: { 200: AuditResourceList, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      // The same for everyone and every deployment's lifetime: a browser keeps it an hour.
      void reply.header('cache-control', 'private, max-age=3600');
      return { data: auditResources() };
    },
  );

  app.get(
    '/audit-events',
    {
      config: { permission: 'audit_events:read' },
      schema: {
        tags: ['Activity'],
        summary: 'The activity log: who changed what, when',
        description:
          'Every create, update and delete through the API, recorded in the same transaction as the change (a failed ' +
          'write leaves none), with the fields that changed before and after. Newest first. Filters: resource, ' +
          "record_id (a record's history), user_id, action, from/to (days). The log is append-only: nothing changes " +
          'or removes an event. Each event names its record (record_label) and each change its field (label) and, for ' +
          'ids, the records they stood for (before_name, after_name): read in a few queries per page, only in your ' +
          'organisations. format=csv exports every matching event (audit-events.csv); besides the fields, ' +
          "`columns` may ask for who and changes_text: Activity's words.",
        querystring: AuditEventQuery,
        response: { 200: PageOrCsv(AuditEvent, 'Page of AuditEvent'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      assertPeriod(query);
      const caller = callerOf(request);
      const orgs = organisationsToList(caller, query.org_id);
      // Names in a record's words carry times on its organisation's clock.
      const timeZoneOf = (org: string) => organisationTimeZone(caller, org) ?? db.timeZone;
      if (query.format === 'csv') {
        const timeZone = exportTimeZone(db, caller, query.org_id);
        const columns = pickColumns(csvColumns(AuditEvent), query.columns, activityColumns(timeZone));
        return sendCsv(reply, 'audit-events', columns, eventBatches(db, orgs, query, timeZoneOf), timeZone);
      }
      const limit = query.limit ?? DEFAULT_LIMIT;
      const offset = query.offset ?? 0;

      const countParams = new SqlParams();
      const count = db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM audit_events e WHERE ${conditions(orgs, query, countParams)}`,
        countParams.values,
      );
      const params = new SqlParams();
      const where = conditions(orgs, query, params);
      const page = db.query<EventRow>(
        `SELECT ${SELECT}
           FROM (SELECT * FROM audit_events e WHERE ${where}
                  ORDER BY e.occurred_at DESC, e.id DESC LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) e
           LEFT JOIN users u ON u.id = e.user_id
          ORDER BY e.occurred_at DESC, e.id DESC`,
        params.values,
      );
      const [{ rows: totals }, { rows }] = await Promise.all([count, page]);
      const data = await nameEvents(db, orgs, timeZoneOf, rows.map(toJson));
      return { data, total: totals[0].total, limit, offset };
    },
  );
}
