import { request } from '@maziwa/api-client';
import type { Id, LitresPerDayPoint, QueryOf } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardQuery } from '../model/dashboard-period';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /reports/litres-per-day?organization_id&from&to&status: accepted litres per day and
 * shift, every day of the period (days without milk as zeros), oldest first.
 */
export function getLitresPerDay(orgId: Id, query: DashboardQuery): Promise<LitresPerDayPoint[]> {
  const params: QueryOf<'/reports/litres-per-day'> = { organization_id: orgId, ...query };
  return request.get<LitresPerDayPoint[]>('reports/litres-per-day', params);
}

export function getLitresPerDayQueryOptions(orgId: Id | null, query: DashboardQuery) {
  return queryOptions({
    queryKey: [...dashboardKeys.litres(orgId), query],
    queryFn: () => getLitresPerDay(orgId as Id, query),
    enabled: orgId !== null,
  });
}

/**
 * @example
 * const { data: points = [] } = useLitresPerDay(useOrgId(), dashboardQuery(currentMonth(), 'all'));
 */
export function useLitresPerDay(orgId: Id | null, query: DashboardQuery) {
  return useQuery(getLitresPerDayQueryOptions(orgId, query));
}
