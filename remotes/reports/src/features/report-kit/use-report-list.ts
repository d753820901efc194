import { useServerList, type ListEndpoint, type ListSort, type ServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';

export interface ReportListOptions {
  pageSize?: number;
  initialSort?: ListSort | null;
  /**
   * Keeps the table's page and sort in the address under this prefix ('groups_' gives
   * `groups_page`, `groups_sort`), as the period and grouping are; a report has several tables.
   */
  urlPrefix?: string;
}

/**
 * One table of a report (GET /reports/<name> answering a page) for the organisation shown,
 * paged and sorted by the API; a new period or grouping goes back to page 1. Waits for the
 * organisation before asking.
 *
 * @example
 * const groups = useReportList(qualityEndpoints.byGroup, orgId, { from, to, group_by });
 * <ReportTableSection list={groups} ... />
 */
export function useReportList<Row, P extends object>(
  endpoint: ListEndpoint<Row, P>,
  orgId: Id | null,
  // The endpoint alone says what its query takes (the generated OpenAPI types).
  params: NoInfer<Omit<P, 'organization_id'>>,
  { pageSize, initialSort, urlPrefix }: ReportListOptions = {},
): ServerList<Row> {
  const paging = useUrlListPaging({ prefix: urlPrefix, defaultSort: initialSort });
  return useServerList({
    state: urlPrefix === undefined ? undefined : paging,
    // The query key adds the endpoint's path, so one prefix serves every report.
    key: ['reports', orgId],
    endpoint,
    params: { ...params, organization_id: orgId ?? undefined } as P,
    pageSize,
    initialSort,
    enabled: orgId !== null,
  });
}
