import { userRolesApi } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { extensionKeys } from './extension-keys';

export interface OfficerOption {
  /** The officer's link (officer_id). */
  id: Id;
  name: string;
}

/** An organisation has a handful of extension officers: one page holds them all. */
const OFFICERS_LIMIT = 500;

/** GET /user-roles?filter=role_name:Extension Officer&populate=user: who may be named as officer. */
export async function getOfficers(orgId: Id): Promise<OfficerOption[]> {
  const page = await userRolesApi.list({
    org_id: orgId,
    filter: 'role_name:Extension Officer',
    populate: 'user',
    limit: OFFICERS_LIMIT,
  });
  return page.data
    .map((link) => ({
      id: link.id,
      name: [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ') || (link.member_id ?? link.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The organisation's extension officers, by name, for the officer filter and select.
 *
 * @example const officers = useOfficers(useOrgId()); // officers.data: [{ id, name: 'Mercy Chebet' }]
 */
export function useOfficers(orgId: Id | null) {
  return useQuery({
    queryKey: extensionKeys.officers(orgId),
    queryFn: () => getOfficers(orgId as Id),
    enabled: orgId !== null,
  });
}
