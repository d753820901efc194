import { request } from '@maziwa/api-client';
import type { Id, UserRole } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { farmersKeys } from './get-farmers';

/** A farmer's Producer link, read with the person, the routes and the centres it names. */
export type FarmerRecord = UserRole;

/** GET /user-roles/{id}?populate=user,routes,locations: everything the detail and edit pages show. */
export function getFarmer(linkId: Id): Promise<FarmerRecord> {
  return request.get<FarmerRecord>(`user-roles/${encodeURIComponent(linkId)}`, { populate: 'user,routes,locations' });
}

/**
 * One farmer, for their page and its Edit.
 *
 * @example
 * const farmer = useFarmer(id);
 * farmer.data?.user?.email;
 */
export function useFarmer(linkId: Id) {
  return useQuery({ queryKey: farmersKeys.detail(linkId), queryFn: () => getFarmer(linkId) });
}
