import type { ServerList } from '@maziwa/api-client';
import type { RejectionLogRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { RejectionLogsTable } from './rejection-logs-table';

/**
 * The organisation's rejections: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), then the table.
 *
 * @example
 * const logs = useRejectionLogs(orgId, useFilterParams(filters));
 * <RejectionLogsList list={logs} />
 */
export function RejectionLogsList({ list }: { list: ServerList<RejectionLogRow> }) {
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading rejectionLogs..."
      errorText="Failed to fetch rejectionLogs"
    >
      <RejectionLogsTable rows={list.rows} server={list.server} />
    </QueryState>
  );
}
