import type { Role } from '@maziwa/contracts';
import { DataTable, RowActions, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';

export interface RolesTableProps {
  /** The current page. */
  rows: Role[];
  server: DataTableServer;
  /** Opens a role to see (and, for those who may, change) its permissions. */
  onView(role: Role): void;
}

const getRowId = (role: Role) => role.id;

/** How many permissions a role holds; undefined when the answer has no list. */
const permissionCount = (role: Role) => (Array.isArray(role.permissions) ? role.permissions.length : undefined);

/** The Roles table (docs/screens.md#roles): each role, what it is for, how many permissions it holds, and View. */
export function RolesTable({ rows, server, onView }: RolesTableProps) {
  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      { field: 'name', headerName: 'Name' },
      {
        headerName: 'Description',
        valueGetter: (role) => role.description,
        valueFormatter: (text) => (text ? String(text) : 'N/A'),
        sortField: 'description',
      },
      {
        headerName: 'Permissions',
        valueGetter: permissionCount,
        valueFormatter: (count) => (count === undefined ? 'N/A' : String(count)),
        sortable: false,
        exportField: 'permission_count',
      },
      {
        headerName: 'Actions',
        cellRenderer: (role) => (
          <RowActions name={role.name} actions={[{ label: 'View', onClick: () => onView(role) }]} />
        ),
        export: false,
        width: 120,
      },
    ],
    [onView],
  );
  return (
    <DataTable
      ariaLabel="Roles"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No roles found."
    />
  );
}
