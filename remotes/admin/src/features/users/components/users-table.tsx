import type { User } from '@maziwa/contracts';
import { DataTable, RowActions, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';

export interface UsersTableProps {
  /** The current page. */
  rows: User[];
  server: DataTableServer;
  onEdit(user: User): void;
}

const getRowId = (user: User) => user.id;
const orNA = (value: unknown) => (value ? String(value) : 'N/A');

/** The Users table (spec 2.6): username, names, email, phone, address, and Edit. */
export function UsersTable({ rows, server, onEdit }: UsersTableProps) {
  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      { field: 'username', headerName: 'Username' },
      { field: 'first_name', headerName: 'First Name' },
      { field: 'last_name', headerName: 'Last Name' },
      { field: 'email', headerName: 'Email' },
      { headerName: 'Phone', valueGetter: (user) => user.contact_info?.phone, valueFormatter: orNA, sortField: 'contact_info.phone' },
      { headerName: 'Address', valueGetter: (user) => user.contact_info?.address, valueFormatter: orNA, sortField: 'contact_info.address' },
      {
        headerName: 'Actions',
        cellRenderer: (user) => <RowActions name={user.username} actions={[{ label: 'Edit', onClick: () => onEdit(user) }]} />,
        export: false,
        width: 120,
      },
    ],
    [onEdit],
  );

  return <DataTable ariaLabel="Users" rows={rows} columns={columns} getRowId={getRowId} server={server} emptyMessage="No users found." />;
}
