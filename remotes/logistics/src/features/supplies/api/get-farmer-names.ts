import type { Id } from '@maziwa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { anyOf, getPeople, personName } from '../../../lib/people';
import { suppliesKeys } from './get-supplies';

/**
 * GET /user-roles?filter=id:<each farmer>&populate=user: the names of a page's farmers whose
 * Producer link came without its user. One request per page.
 */
export async function getFarmerNames(orgId: Id, linkIds: Id[]): Promise<Map<Id, string>> {
  const farmers = await getPeople(orgId, anyOf('id', linkIds), linkIds.length);
  return new Map(farmers.map((farmer) => [farmer.id, personName(farmer)]));
}

/**
 * @example const { data: names } = useFarmerNames(orgId, ['link-f1']); names?.get('link-f1') // 'Jane Wanjiru'
 */
export function useFarmerNames(orgId: Id | null, linkIds: Id[]) {
  return useQuery({
    queryKey: suppliesKeys.farmers(orgId, linkIds),
    queryFn: () => getFarmerNames(orgId as Id, linkIds),
    enabled: orgId !== null && linkIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
