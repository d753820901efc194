import { locationsApi } from '@maziwa/api-client';
import type { Id, Location } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { centresKeys } from './get-collection-centres';

/** GET /locations/{id}: what the Edit dialog starts from (the report row lacks capacity and status). */
export function getLocation(id: Id): Promise<Location> {
  return locationsApi.get(id);
}

/**
 * @example const { data: location, isLoading, error } = useLocation(row.id);
 */
export function useLocation(id: Id) {
  return useQuery({ queryKey: centresKeys.location(id), queryFn: () => getLocation(id) });
}
