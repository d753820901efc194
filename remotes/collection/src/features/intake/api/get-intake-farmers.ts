import { request } from '@maziwa/api-client';
import type { ResponseOf } from '@maziwa/contracts';
import type { OfflineQueue } from '@maziwa/offline-queue';
import { useQuery } from '@tanstack/react-query';
import type { IntakeFarmer, QueuedDelivery } from '../model/delivery';
import { intakeKeys } from './intake-keys';

/** GET /collections/intake-farmers?location_id: the centre's farmers, deactivated ones marked. */
export function getIntakeFarmers(locationId: string) {
  return request.get<ResponseOf<'/collections/intake-farmers', 'get'>>('collections/intake-farmers', {
    location_id: locationId,
  });
}

/**
 * The centre's farmers for the type-ahead, kept on the phone (in the person's queue database):
 * read from the API when it answers, else the copy kept at the last read, so the clerk finds
 * farmers with no network.
 *
 * @example const farmers = useIntakeFarmers(queue, centreId).data ?? [];
 */
export function useIntakeFarmers(queue: OfflineQueue<QueuedDelivery> | null, locationId: string | null) {
  return useQuery({
    queryKey: intakeKeys.farmers(locationId ?? ''),
    queryFn: async (): Promise<IntakeFarmer[]> => {
      const key = `intake-farmers:${locationId}`;
      try {
        const { data } = await getIntakeFarmers(locationId!);
        await queue?.keep(key, data);
        return data;
      } catch (error) {
        const kept = await queue?.kept<IntakeFarmer[]>(key);
        if (kept) return kept.value;
        throw error;
      }
    },
    enabled: locationId !== null && queue !== null,
    staleTime: 10 * 60_000,
    // The phone's copy answers offline: the query runs whatever the browser thinks of the network.
    networkMode: 'always',
  });
}
