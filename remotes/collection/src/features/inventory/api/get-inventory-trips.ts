import { listEndpoint, useServerList } from '@maziwa/api-client';
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
 * @example const trips = useInventoryTrips(useOrgId(), { from: '2026-02-24', to: '2026-02-24' });
 */
export function useInventoryTrips(orgId: Id | null, period: { from: string; to: string }, pageSize?: number) {
  return useServerList({
    key: inventoryKeys.trips(orgId),
    endpoint: inventoryTripsReport,
    params: { organization_id: orgId, from: period.from, to: period.to },
    pageSize,
    enabled: orgId !== null,
  });
}
