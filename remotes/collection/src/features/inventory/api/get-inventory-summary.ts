import { request } from '@maziwa/api-client';
import type { Id, ResponseOf } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { inventoryKeys } from './inventory-keys';
import { centreDayFilter, type InventoryQuery } from './inventory-query';

export type InventorySummary = ResponseOf<'/reports/inventory-summary', 'get'>;

/** GET /reports/inventory-summary: the cards, the totals of the per-centre table under the same filters. */
export function getInventorySummary(orgId: Id, query: InventoryQuery): Promise<InventorySummary> {
  return request.get<InventorySummary>('reports/inventory-summary', {
    organization_id: orgId,
    from: query.from,
    to: query.to,
    filter: centreDayFilter(query),
  });
}

/**
 * The Inventory page's cards.
 *
 * @example const summary = useInventorySummary(useOrgId(), query);
 */
export function useInventorySummary(orgId: Id | null, query: InventoryQuery) {
  return useQuery({
    queryKey: [...inventoryKeys.summary(orgId), query],
    queryFn: () => getInventorySummary(orgId!, query),
    enabled: orgId !== null,
  });
}
