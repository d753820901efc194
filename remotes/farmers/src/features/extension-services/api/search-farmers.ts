import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { extensionKeys } from './extension-keys';

/** A farmer found by the search box. */
export interface FarmerOption {
  /** The Producer link. */
  id: Id;
  name: string;
  memberNumber: string | null;
}

/** Enough to pick from; a longer list means the person should type more. */
export const FARMER_RESULTS = 20;

/**
 * GET /user-roles?filter=role_name:Producer&q=<text>&populate=user: farmers whose name or
 * member number holds the text, found by the API (none are loaded up front).
 */
export async function searchFarmers(orgId: Id, text: string): Promise<FarmerOption[]> {
  const page = await userRolesApi.list({
    org_id: orgId,
    filter: 'role_name:Producer',
    q: text,
    populate: 'user',
    sort: 'member_id',
    limit: FARMER_RESULTS,
  });
  return page.data.map((link) => ({
    id: link.id,
    name: [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ') || (link.member_id ?? link.id),
    memberNumber: link.member_id,
  }));
}

/** @example const found = useFarmerSearch(orgId, 'wanj'); */
export function useFarmerSearch(orgId: Id | null, text: string) {
  return useQuery({
    queryKey: extensionKeys.farmers(orgId, text),
    queryFn: () => searchFarmers(orgId as Id, text),
    enabled: orgId !== null && text.length > 0,
  });
}
