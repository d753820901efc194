import { listEndpoint, useServerList, type ListEndpoint, type ListSort } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';

/** The Quality report's tables, each GET /reports/<name> answering a page (deploy/api src/reports/quality). */
export const qualityEndpoints = {
  byGroup: listEndpoint('reports/quality-by-group'),
  overTime: listEndpoint('reports/quality-over-time'),
  sccBands: listEndpoint('reports/scc-bands'),
  rejections: listEndpoint('reports/rejections-by-reason'),
  worstFarmers: listEndpoint('reports/worst-scc-farmers'),
};

export interface QualityListOptions {
  pageSize?: number;
  initialSort?: ListSort | null;
}

/**
 * One of the report's tables for the organisation shown, paged and sorted by the API; a new
 * period or grouping goes back to page 1.
 *
 * @example
 * const groups = useQualityList(qualityEndpoints.byGroup, orgId, { from, to, group_by });
 * <DataTable rows={groups.rows} server={groups.server} ... />
 */
export function useQualityList<Row, P extends object>(
  endpoint: ListEndpoint<Row, P>,
  orgId: Id | null,
  // The endpoint alone says what its query takes (the generated OpenAPI types).
  params: NoInfer<Omit<P, 'organization_id'>>,
  { pageSize, initialSort }: QualityListOptions = {},
) {
  return useServerList({
    key: ['quality-report', orgId],
    endpoint,
    params: { ...params, organization_id: orgId ?? undefined } as P,
    pageSize,
    initialSort,
    enabled: orgId !== null,
  });
}
