import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /roles?org_id: the organisation's roles with their permission ids, by name, paged,
 * searched and sorted by the API; `format=csv` exports them all.
 */
export const rolesList = listEndpoint('roles');

export const rolesKeys = {
  all: ['roles'] as const,
  list: (orgId: Id | null) => [...rolesKeys.all, 'list', orgId] as const,
};

/**
 * The Roles list of one organisation, paged on the server; only the search is sent.
 *
 * @example
 * const roles = useRoles(useOrgId(), useFilterParams(filters));
 */
export function useRoles(orgId: Id | null, { q }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: rolesKeys.list(orgId),
    endpoint: rolesList,
    params: { org_id: orgId, q },
    enabled: orgId !== null,
  });
}
