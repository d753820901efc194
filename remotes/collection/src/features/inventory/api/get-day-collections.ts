import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { inventoryKeys } from './inventory-keys';

/** GET /collections: the deliveries of a day (and centre) behind a row of the inventory. */
export const collectionsList = listEndpoint('collections');

/**
 * The deliveries of one day, optionally at one centre, with their farmer and centre: the
 * drill-down's second table (the same list the collected litres equal).
 *
 * @example const deliveries = useDayCollections(useOrgId(), '2026-02-24', centreId);
 */
export function useDayCollections(orgId: Id | null, day: string, centreId?: string) {
  const filter = [`collected_at:${day}`, centreId && `location_id:${centreId}`].filter(Boolean).join(',');
  return useServerList({
    key: inventoryKeys.dayCollections(orgId),
    endpoint: collectionsList,
    params: { org_id: orgId, filter, populate: 'producer,location' },
    initialSort: { field: 'collected_at', direction: 'asc' },
    enabled: orgId !== null,
  });
}
