import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { inventoryKeys } from './inventory-keys';
import { centreDayFilter, type InventoryQuery } from './inventory-query';

/**
 * GET /reports/inventory-centre-days: milk per centre, day and shift (collected, rejected,
 * handed over, on hand), paged and sorted by the API; `format=csv` exports every matching row.
 */
export const inventoryCentreDaysReport = listEndpoint('reports/inventory-centre-days');

/**
 * The per-centre table of one organisation over the page's period, centre and shift.
 *
 * @example const rows = useInventoryCentreDays(useOrgId(), query);
 */
export function useInventoryCentreDays(orgId: Id | null, query: InventoryQuery) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: inventoryKeys.centreDays(orgId),
    endpoint: inventoryCentreDaysReport,
    params: { organization_id: orgId, from: query.from, to: query.to, filter: centreDayFilter(query) },
    enabled: orgId !== null,
  });
}
