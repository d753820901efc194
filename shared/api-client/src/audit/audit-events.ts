import type { AuditEvent, AuditResource, Id, Page } from '@maziwa/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { listEndpoint } from '../server-list/list-endpoint';
import { useCan } from '../permissions';
import { useOrgId } from '../session';

/** The permission reading the activity log needs (admin by the built-in roles). */
export const AUDIT_READ = 'audit_events:read';

/** The most entries a record's History section shows (newest first). */
export const HISTORY_LIMIT = 50;

/**
 * GET /audit-events: the organisation's activity log, newest first, filtered by resource,
 * record ids, person, action and day (from/to).
 *
 * @example
 * const page = await auditEventsList.page({ org_id: orgId, resource: 'payments', limit: 10, offset: 0 });
 */
export const auditEventsList = listEndpoint('audit-events');

/**
 * The resources the log records, by screen name A-Z (GET /audit-events/resources): the API
 * writes those names once, for this list and for each event's resource_label. They change only
 * with the API, so one read serves the session.
 *
 * @example
 * const { data: resources = [] } = useAuditResources();
 */
export function useAuditResources() {
  return useQuery({
    queryKey: ['audit-resources'],
    queryFn: () => request.get<{ data: AuditResource[] }>('audit-events/resources').then((answer) => answer.data),
    enabled: useCan(AUDIT_READ),
    staleTime: Infinity,
  });
}

/** Keys of activity-log queries: a save elsewhere may invalidate `auditEventsKeys.all`. */
export const auditEventsKeys = {
  all: ['audit-events'] as const,
  list: (orgId: Id | null) => [...auditEventsKeys.all, 'list', orgId] as const,
  history: (orgId: Id | null, recordIds: readonly Id[]) =>
    [...auditEventsKeys.all, 'history', orgId, ...recordIds] as const,
};

/** GET /audit-events?record_id=a,b: what happened to these records (one person's account and link), newest first. */
export function getRecordHistory(
  recordIds: readonly Id[],
  orgId: Id | null,
  limit = HISTORY_LIMIT,
): Promise<Page<AuditEvent>> {
  return auditEventsList.page({ org_id: orgId, record_id: recordIds.join(','), limit, offset: 0 });
}

/**
 * A record's history for a detail dialog: asked only when the signed-in person may read the
 * activity log (`allowed`; show nothing otherwise) and an id is known. Several ids make one
 * history (a person: their account and their role link). The rest are the props of
 * @maziwa/ui's RecordHistory.
 *
 * @example
 * const history = useRecordHistory([link.id, link.user_id]);
 * {history.allowed && <RecordHistory {...history} />}
 */
export function useRecordHistory(recordIds: ReadonlyArray<Id | null | undefined>) {
  const allowed = useCan(AUDIT_READ);
  const orgId = useOrgId();
  const ids = [...new Set(recordIds.filter((id): id is Id => !!id))];
  const query = useQuery({
    queryKey: auditEventsKeys.history(orgId, ids),
    queryFn: () => getRecordHistory(ids, orgId),
    enabled: allowed && ids.length > 0,
  });
  return {
    allowed,
    events: query.data?.data ?? [],
    /** Events in all, when more than HISTORY_LIMIT exist. */
    total: query.data?.total ?? 0,
    isLoading: query.isLoading,
    error: query.error,
    /** Asks again (the History section's Retry). */
    onRetry: () => void query.refetch(),
  };
}

/**
 * Every write the API accepts leaves an event in the activity log, so once any mutation
 * succeeds, History and Activity are read again: at once where shown, else when next shown
 * (a farmer's History after saving the farmer's form). A mutation that only reads (a CSV
 * export, a PDF download) says so with `meta: { write: false }` and leaves them be.
 * createQueryClient does it for the console; a test's own query client calls it to behave
 * the same. Returns the unsubscribe.
 *
 * @example
 * const client = new QueryClient();
 * refreshActivityAfterWrites(client);
 */
export function refreshActivityAfterWrites(client: QueryClient): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.mutation.meta?.write !== false)
      void client.invalidateQueries({ queryKey: auditEventsKeys.all });
  });
}
