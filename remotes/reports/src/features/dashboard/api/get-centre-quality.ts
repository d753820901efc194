import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import type { DashboardQuery } from '../model/dashboard-period';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /reports/centre-quality: one row per collection centre with its litres and
 * litre-weighted fat, protein and SCC over from..to, searched (name, location) and sorted
 * by the API.
 */
export const centreQualityReport = listEndpoint('reports/centre-quality');

/**
 * The dashboard's Collection Centres table, paged on the server.
 *
 * @example
 * const centres = useCentreQuality(useOrgId(), dashboardQuery(currentMonth(), 'all'), search);
 */
export function useCentreQuality(orgId: Id | null, query: DashboardQuery, q: string) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: dashboardKeys.centres(orgId),
    endpoint: centreQualityReport,
    params: { organization_id: orgId, q: q.trim() || undefined, ...query },
    enabled: orgId !== null,
  });
}
