import { rolesApi } from '@maziwa/api-client';
import type { Id, Role } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';

// An organisation has a handful of roles; one page this size holds them all.
const ALL_ROLES = 1000;

/** GET /roles?org_id&sort=name: every role of the organisation, by name (what Edit User offers). */
export async function getOrganisationRoles(orgId: Id): Promise<Role[]> {
  const page = await rolesApi.list({ org_id: orgId, sort: 'name', limit: ALL_ROLES });
  return page.data;
}

/**
 * The roles a user may be given in the organisation. Keyed under `roles` so a role added
 * on the Roles page shows here too.
 *
 * @example
 * const roles = useOrganisationRoles(useOrgId());
 * roles.data?.map((role) => role.name);
 */
export function useOrganisationRoles(orgId: Id | null) {
  return useQuery({
    queryKey: ['roles', 'options', orgId],
    queryFn: () => getOrganisationRoles(orgId!),
    enabled: orgId !== null,
  });
}
