import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /permissions?org_id: the shared catalogue and the organisation's own permissions,
 * paged, searched (name, description, resource, action) and sorted by the API;
 * `format=csv` exports them all.
 */
export const permissionsList = listEndpoint('permissions');

/** Keys of every permissions query; a new permission invalidates `permissionsKeys.all`. */
export const permissionsKeys = {
  all: ['permissions'] as const,
  list: (orgId: Id | null) => [...permissionsKeys.all, 'list', orgId] as const,
};

/**
 * The Permissions list, paged on the server; only the search is sent.
 *
 * @example
 * const permissions = usePermissions(useOrgId(), useFilterParams(filters));
 */
export function usePermissions(orgId: Id | null, { q }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: permissionsKeys.list(orgId),
    endpoint: permissionsList,
    params: { org_id: orgId, q },
    enabled: orgId !== null,
  });
}
