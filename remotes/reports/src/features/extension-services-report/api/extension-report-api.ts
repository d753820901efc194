import { listEndpoint, useServerList, type ListEndpoint, type ListSort } from '@maziwa/api-client';
import type { Id, RowOf } from '@maziwa/contracts';

export type ExtensionOfficerRow = RowOf<'/reports/extension-officers'>;
export type ExtensionTotalsRow = RowOf<'/reports/extension-totals'>;
export type VisitedQualityRow = RowOf<'/reports/extension-visited-quality'>;

/** The Extension Services report's tables, each GET /reports/<name> answering a page (deploy/api src/reports/extension). */
export const extensionReportEndpoints = {
  officers: listEndpoint('reports/extension-officers'),
  totals: listEndpoint('reports/extension-totals'),
  visitedQuality: listEndpoint('reports/extension-visited-quality'),
};

/**
 * One of the report's tables for the organisation shown, paged and sorted by the API; a new
 * period goes back to page 1.
 *
 * @example
 * const officers = useExtensionReportList(extensionReportEndpoints.officers, orgId, { from, to });
 * <DataTable rows={officers.rows} server={officers.server} ... />
 */
export function useExtensionReportList<Row, P extends object>(
  endpoint: ListEndpoint<Row, P>,
  orgId: Id | null,
  // The endpoint alone says what its query takes (the generated OpenAPI types).
  params: NoInfer<Omit<P, 'organization_id'>>,
  { pageSize, initialSort }: { pageSize?: number; initialSort?: ListSort | null } = {},
) {
  return useServerList({
    key: ['extension-services-report', orgId],
    endpoint,
    params: { ...params, organization_id: orgId ?? undefined } as P,
    pageSize,
    initialSort,
    enabled: orgId !== null,
  });
}
