import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, FilterBar, ListPage, type PageProps, useFilterParams, useListFilters } from '@maziwa/ui';
import { useRejectionLogs } from '../features/rejection-logs/api/get-rejection-logs';
import { RejectionLogsList } from '../features/rejection-logs/components/rejection-logs-list';

/**
 * Rejection Logs (docs/screens.md#rejection-logs): rejected milk with the coded reason, farmer, weight and
 * batch; paged, sorted, searched and narrowed by day or month on the API, exported whole
 * as CSV.
 */
export default function RejectionLogsPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const logs = useRejectionLogs(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Rejection Logs"
      actions={<ExportDataButton list={logs} fileName="rejection-logs.csv" />}
      // A rejection has no status: the report filters by search, day and month only.
      filters={
        <FilterBar searchPlaceholder={page.search} value={filters} onChange={setFilters} show={{ status: false }} />
      }
    >
      <RejectionLogsList list={logs} />
    </ListPage>
  );
}
