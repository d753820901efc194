import type { ServerList } from '@maziwa/api-client';
import type { Role } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { RolesTable } from './roles-table';

/**
 * The organisation's roles: loading and failure texts of spec 8, then the table.
 *
 * @example
 * const roles = useRoles(orgId, useFilterParams(filters));
 * <RolesList list={roles} />
 */
export function RolesList({ list }: { list: ServerList<Role> }) {
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch roles">
      <RolesTable rows={list.rows} server={list.server} />
    </QueryState>
  );
}
