import { useCan, useOrgId } from '@maziwa/api-client';
import { type Role } from '@maziwa/contracts';
import {
  Button,
  ExportDataButton,
  FilterBar,
  lazyDialog,
  ListPage,
  type PageProps,
  useFilterParams,
  useListFilters,
} from '@maziwa/ui';
import { useState } from 'react';
import { useRoles } from '../features/roles/api/get-roles';
import { RolesList } from '../features/roles/components/roles-list';

// The forms download when first opened (lazyDialog): the list loads without the form kit.
const AddRoleDialog = lazyDialog(() =>
  import('../features/roles/components/add-role-dialog').then((module) => module.AddRoleDialog),
);
const RoleDialog = lazyDialog(() =>
  import('../features/roles/components/role-dialog').then((module) => module.RoleDialog),
);

/**
 * Roles (docs/screens.md#roles; its title reuses User Management): each role with how many
 * permissions it holds, paged, sorted and searched by the API, exported whole as CSV.
 * View opens a role's permissions by resource. Beyond a view-only screen (issue 8):
 * those who may, tick and untick a role's permissions and add roles, or a permission
 * added to the catalogue could never be given.
 */
export default function RolesPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const roles = useRoles(useOrgId(), useFilterParams(filters));
  const canAdd = useCan('roles:create');
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Role | null>(null);

  const created = (role: Role) => {
    setAdding(false);
    setViewing(role);
  };

  return (
    <ListPage
      title="User Management"
      actions={
        <>
          {canAdd && <Button onClick={() => setAdding(true)}>Add Role</Button>}
          <ExportDataButton list={roles} fileName="roles.csv" />
        </>
      }
      // A role has no day or status: only the search narrows the list.
      filters={
        <FilterBar
          searchPlaceholder={page.search}
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
        />
      }
    >
      <RolesList list={roles} onView={setViewing} />
      {adding && <AddRoleDialog onClose={() => setAdding(false)} onCreated={created} />}
      {viewing && <RoleDialog role={viewing} onClose={() => setViewing(null)} />}
    </ListPage>
  );
}
