import type { Role } from '@maziwa/contracts';
import { DataTable, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export interface RolesTableProps {
  /** The current page. */
  rows: Role[];
  server: DataTableServer;
}

const getRowId = (role: Role) => role.id;

/** How many permissions a role holds; undefined when the answer has no list. */
const permissionCount = (role: Role) => (Array.isArray(role.permissions) ? role.permissions.length : undefined);

const columns: DataTableColumn<Role>[] = [
  { field: 'name', headerName: 'Name' },
  {
    headerName: 'Permissions',
    valueGetter: permissionCount,
    valueFormatter: (count) => (count === undefined ? 'N/A' : String(count)),
    sortable: false,
  },
];

/** The Roles table (spec 2.6): each role and how many permissions it holds. View-only. */
export function RolesTable({ rows, server }: RolesTableProps) {
  return <DataTable ariaLabel="Roles" rows={rows} columns={columns} getRowId={getRowId} server={server} emptyMessage="No roles found." />;
}
