import { listEndpoint, useServerList } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';

/**
 * GET /users?org_id: the organisation's accounts, newest first, paged, searched (username,
 * names, email, phone, address) and sorted by the API; `format=csv` exports them all.
 */
export const usersList = listEndpoint('users');

/** Keys of every users query; saves invalidate `usersKeys.all`. */
export const usersKeys = {
  all: ['users'] as const,
  list: (orgId: Id | null) => [...usersKeys.all, 'list', orgId] as const,
};

/**
 * The Users list of one organisation, paged on the server. Users have no day or status
 * filter on this list: only the search is sent.
 *
 * @example
 * const users = useUsers(useOrgId(), useFilterParams(filters));
 */
export function useUsers(orgId: Id | null, { q }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: usersKeys.list(orgId),
    endpoint: usersList,
    params: { org_id: orgId, q },
    enabled: orgId !== null,
  });
}
