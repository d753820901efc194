import { createResource } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

const collections = createResource('collections');

/** How many of a farmer's latest deliveries their page lists. */
export const FARMER_COLLECTIONS_SHOWN = 10;

/**
 * GET /collections?filter=producer_id:<id>&sort=-collected_at&limit=10: a farmer's latest
 * deliveries, newest first.
 *
 * @example const latest = useFarmerCollections(farmer.id, canReadCollections);
 */
export function useFarmerCollections(producerId: Id, enabled = true) {
  return useQuery({
    queryKey: ['farmers', 'collections', producerId],
    queryFn: () =>
      collections.list({
        filter: `producer_id:${producerId}`,
        sort: '-collected_at',
        limit: FARMER_COLLECTIONS_SHOWN,
        populate: 'location',
      }),
    enabled,
  });
}
