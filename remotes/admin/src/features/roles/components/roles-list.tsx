import type { ServerList } from '@maziwa/api-client';
import type { Role } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { RolesTable } from './roles-table';

export interface RolesListProps {
  list: ServerList<Role>;
  onView(role: Role): void;
}

/**
 * The organisation's roles: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), then the table.
 *
 * @example
 * const roles = useRoles(orgId, useFilterParams(filters));
 * <RolesList list={roles} onView={setViewing} />
 */
export function RolesList({ list, onView }: RolesListProps) {
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch roles"
    >
      <RolesTable rows={list.rows} server={list.server} onView={onView} />
    </QueryState>
  );
}
