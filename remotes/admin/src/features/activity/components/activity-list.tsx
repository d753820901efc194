import type { ServerList } from '@maziwa/api-client';
import type { AuditEvent } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { ActivityTable } from './activity-table';
import { AuditEventDialog } from './audit-event-dialog';

/**
 * The organisation's activity: loading and failure texts, the table (one page from the
 * server) and the dialog of one event.
 *
 * @example
 * <ActivityList list={useAuditEvents(orgId, params)} />
 */
export function ActivityList({ list }: { list: ServerList<AuditEvent> }) {
  const [viewing, setViewing] = useState<AuditEvent | null>(null);
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch activity"
    >
      <ActivityTable rows={list.rows} server={list.server} onView={setViewing} />
      {viewing && <AuditEventDialog event={viewing} onClose={() => setViewing(null)} />}
    </QueryState>
  );
}
