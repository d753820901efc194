import { listEndpoint, useServerList } from '@maziwa/api-client';
import { useUrlListPaging } from '@maziwa/ui';
import type { Id, RowOf } from '@maziwa/contracts';
import { inventoryKeys } from './inventory-keys';

export type InventoryTripRow = RowOf<'/reports/inventory-trips'>;

/**
 * GET /reports/inventory-trips: per trip, litres handed over at the centres against litres
 * delivered at the cooling plant, with the variance and its flag; from/to are start days.
 */
export const inventoryTripsReport = listEndpoint('reports/inventory-trips');

/**
 * The per-trip table over a period (or one day, for the drill-down).
 *
 * `inAddress`: the page's own table keeps its page and sort in the address (as `trips_page`,
 * `trips_sort`: the page has a second list); the drill-down dialog's stays out of it.
 *
 * @example const trips = useInventoryTrips(useOrgId(), { from: '2026-02-24', to: '2026-02-24' });
 */
export function useInventoryTrips(orgId: Id | null, period: { from: string; to: string }, { inAddress = false } = {}) {
  const paging = useUrlListPaging({ prefix: 'trips_' });
  return useServerList({
    state: inAddress ? paging : undefined,
    key: inventoryKeys.trips(orgId),
    endpoint: inventoryTripsReport,
    params: { organization_id: orgId, from: period.from, to: period.to },
    enabled: orgId !== null,
  });
}
