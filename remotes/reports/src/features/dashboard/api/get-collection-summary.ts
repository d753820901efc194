import { request } from '@maziwa/api-client';
import type { CollectionSummary, Id, QueryOf } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardQuery } from '../model/dashboard-period';
import { dashboardKeys } from './dashboard-keys';

/** GET /reports/summary?organization_id&from&to&status: the dashboard cards of a period. */
export function getCollectionSummary(orgId: Id, query: DashboardQuery): Promise<CollectionSummary> {
  const params: QueryOf<'/reports/summary'> = { organization_id: orgId, ...query };
  return request.get<CollectionSummary>('reports/summary', params);
}

export function getCollectionSummaryQueryOptions(orgId: Id | null, query: DashboardQuery) {
  return queryOptions({
    queryKey: [...dashboardKeys.summary(orgId), query],
    queryFn: () => getCollectionSummary(orgId as Id, query),
    enabled: orgId !== null,
  });
}

/**
 * @example
 * const { data: summary } = useCollectionSummary(useOrgId(), dashboardQuery(currentMonth(), 'all'));
 */
export function useCollectionSummary(orgId: Id | null, query: DashboardQuery) {
  return useQuery(getCollectionSummaryQueryOptions(orgId, query));
}
