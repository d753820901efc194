import { request } from '@maziwa/api-client';
import type { Id, Page, RowOf } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { inventoryKeys } from './inventory-keys';

export type DailyVarianceRow = RowOf<'/reports/inventory-variance'>;

/** The API answers at most 731 days; the page's periods stay well within one request. */
const MAX_DAYS = 731;

/** GET /reports/inventory-variance: every day of the period, oldest first (the chart's order). */
export async function getDailyVariance(orgId: Id, period: { from: string; to: string }): Promise<DailyVarianceRow[]> {
  const page = await request.get<Page<DailyVarianceRow>>('reports/inventory-variance', {
    organization_id: orgId,
    from: period.from,
    to: period.to,
    sort: 'day',
    limit: MAX_DAYS,
  });
  return page.data;
}

/**
 * The daily variance of the period: the chart and the variance table show the same rows.
 *
 * @example const days = useDailyVariance(useOrgId(), { from, to });
 */
export function useDailyVariance(orgId: Id | null, period: { from: string; to: string }) {
  return useQuery({
    queryKey: [...inventoryKeys.variance(orgId), period],
    queryFn: () => getDailyVariance(orgId!, period),
    enabled: orgId !== null,
  });
}
