import { request } from '@maziwa/api-client';
import type { Id, UserRole } from '@maziwa/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driversKeys } from './get-drivers';

/**
 * GET /user-roles/{id}?populate=user: the driver's link with its profile (date of birth,
 * licence, photo...) and the person (name, e-mail, contact), all the edit form shows.
 */
export function getDriverDetails(linkId: Id): Promise<UserRole> {
  return request.get<UserRole>(`user-roles/${encodeURIComponent(linkId)}`, { populate: 'user' });
}

export function getDriverDetailsQueryOptions(linkId: Id) {
  return queryOptions({
    queryKey: driversKeys.detail(linkId),
    queryFn: () => getDriverDetails(linkId),
  });
}

/**
 * What the driver report row does not carry: the stored profile and the person.
 *
 * @example
 * const { data: link } = useDriverDetails(row.id);
 * link?.profile.license_number;
 */
export function useDriverDetails(linkId: Id) {
  return useQuery(getDriverDetailsQueryOptions(linkId));
}
