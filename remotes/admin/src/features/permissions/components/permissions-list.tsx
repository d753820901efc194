import type { ServerList } from '@maziwa/api-client';
import type { Permission } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { PermissionsTable } from './permissions-table';

/**
 * The permissions: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), then the table.
 *
 * @example
 * const permissions = usePermissions(orgId, useFilterParams(filters));
 * <PermissionsList list={permissions} />
 */
export function PermissionsList({ list }: { list: ServerList<Permission> }) {
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch permissions"
    >
      <PermissionsTable rows={list.rows} server={list.server} />
    </QueryState>
  );
}
