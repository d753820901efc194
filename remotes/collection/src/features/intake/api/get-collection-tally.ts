import { request } from '@maziwa/api-client';
import type { Shift } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import type { CollectionTally } from '../model/delivery';
import { intakeKeys } from './intake-keys';

/**
 * The centre's shift as the API has it (GET /collections/tally), read again every 30 s and
 * after deliveries are sent.
 *
 * @example const tally = useCollectionTally(centreId, '2026-11-28', 'morning');
 */
export function useCollectionTally(locationId: string | null, day: string, shift: Shift) {
  return useQuery({
    queryKey: intakeKeys.tally(locationId ?? '', day, shift),
    queryFn: () => request.get<CollectionTally>('collections/tally', { location_id: locationId, date: day, shift }),
    enabled: locationId !== null,
    refetchInterval: 30_000,
    retry: false,
  });
}
