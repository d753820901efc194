import { useOrgId } from '@maziwa/api-client';
import {
  FilterBar,
  lazyDialog,
  ListActions,
  ListPage,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useState } from 'react';
import { usePermissions } from '../features/permissions/api/get-permissions';
import { PermissionsList } from '../features/permissions/components/permissions-list';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const AddPermissionDialog = lazyDialog(() =>
  import('../features/permissions/components/add-permission-dialog').then((module) => module.AddPermissionDialog),
);

/**
 * Permissions (docs/screens.md#permissions): the permission catalogue, paged, sorted and searched by the API,
 * exported whole as CSV; Add Permission adds one of the organisation's own. Rows are
 * view-only (docs/screens.md#permissions).
 */
export default function PermissionsPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const [adding, setAdding] = useState(false);
  const permissions = usePermissions(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Permissions"
      actions={
        <ListActions
          add={{ label: 'Add Permission', permission: 'permissions:create', onClick: () => setAdding(true) }}
          list={permissions}
          fileName="permissions.csv"
        />
      }
      // A permission has no day or status: only the search narrows the list.
      filters={
        <FilterBar
          searchPlaceholder={page.search}
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
        />
      }
    >
      <PermissionsList list={permissions} />
      {adding && <AddPermissionDialog onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
