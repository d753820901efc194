import type { Permission } from '@maziwa/contracts';
import { DataTable, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export interface PermissionsTableProps {
  /** The current page. */
  rows: Permission[];
  server: DataTableServer;
}

const getRowId = (permission: Permission) => permission.id;

// The spec writes "resource" in lower case; kept as it is.
const columns: DataTableColumn<Permission>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'description', headerName: 'Description', valueFormatter: (value) => (value ? String(value) : 'N/A') },
  { field: 'resource', headerName: 'resource' },
  { field: 'action', headerName: 'Action' },
];

/** The Permissions table (docs/screens.md#permissions): name, description, resource, action. View-only. */
export function PermissionsTable({ rows, server }: PermissionsTableProps) {
  return (
    <DataTable
      ariaLabel="Permissions"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No permissions found."
    />
  );
}
