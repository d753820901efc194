import { useOrgId } from '@maziwa/api-client';
import { ExportDataButton, FilterBar, ListPage, useFilterParams, useListFilters } from '@maziwa/ui';
import { useRoles } from '../features/roles/api/get-roles';
import { RolesList } from '../features/roles/components/roles-list';

/**
 * Roles (spec 2.6; its title reuses User Management): each role with how many
 * permissions it holds, paged, sorted and searched by the API, exported whole as CSV.
 * View-only (spec 6).
 */
export default function RolesPage() {
  const [filters, setFilters] = useListFilters();
  const roles = useRoles(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="User Management"
      actions={<ExportDataButton onExport={() => roles.exportCsv('roles.csv')} exporting={roles.isExporting} error={roles.exportError} />}
      // A role has no day or status: only the search narrows the list.
      filters={<FilterBar value={filters} onChange={setFilters} show={{ date: false, month: false, status: false }} />}
    >
      <RolesList list={roles} />
    </ListPage>
  );
}
