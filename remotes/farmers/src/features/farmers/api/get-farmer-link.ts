import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /user-roles/{id}: the farmer's Producer link, for what the report row does not carry
 * (the account it belongs to).
 *
 * @example
 * const link = useFarmerLink(row.id);
 * link.data?.user_id;
 */
export function useFarmerLink(linkId: Id) {
  return useQuery({ queryKey: ['farmers', 'link', linkId], queryFn: () => userRolesApi.get(linkId) });
}
