import type { Id, User } from '@maziwa/contracts';
import {
  DataTable,
  RowActions,
  StatusBadge,
  type DataTableColumn,
  type DataTableServer,
  type RowAction,
} from '@maziwa/ui';
import { useMemo } from 'react';
import { rolesIn } from '../model/user-roles';

export interface UsersTableProps {
  /** The current page. */
  rows: User[];
  server: DataTableServer;
  /** The organisation whose roles the Roles column names. */
  orgId: Id | null;
  onEdit(user: User): void;
  /** Set temporary password; left out for those who may not. */
  onResetPassword?(user: User): void;
  /** Deactivate or Reactivate; left out for those who may not. */
  onToggleActive?(user: User): void;
}

const getRowId = (user: User) => user.id;
const orNA = (value: unknown) => (value ? String(value) : 'N/A');

/**
 * The Users table (docs/screens.md#users): username, names, email, phone, address, and Edit; also the
 * roles held in the organisation, whether the account may sign in, and the administrator's
 * Set temporary password and Deactivate/Reactivate.
 */
export function UsersTable({ rows, server, orgId, onEdit, onResetPassword, onToggleActive }: UsersTableProps) {
  const columns = useMemo<DataTableColumn<User>[]>(() => {
    const actionsOf = (user: User): RowAction[] => [
      { label: 'Edit', permission: 'users:update', onClick: () => onEdit(user) },
      ...(onResetPassword ? [{ label: 'Set temporary password', onClick: () => onResetPassword(user) }] : []),
      ...(onToggleActive
        ? [{ label: user.is_active ? 'Deactivate' : 'Reactivate', onClick: () => onToggleActive(user) }]
        : []),
    ];
    return [
      { field: 'username', headerName: 'Username' },
      { field: 'first_name', headerName: 'First Name' },
      { field: 'last_name', headerName: 'Last Name' },
      { field: 'email', headerName: 'Email' },
      {
        headerName: 'Phone',
        valueGetter: (user) => user.contact_info?.phone,
        valueFormatter: orNA,
        sortField: 'contact_info.phone',
      },
      {
        headerName: 'Address',
        valueGetter: (user) => user.contact_info?.address,
        valueFormatter: orNA,
        sortField: 'contact_info.address',
      },
      // The API cannot sort by role; its export writes the same names (role_names).
      {
        headerName: 'Roles',
        valueGetter: (user) =>
          rolesIn(user, orgId)
            .map((role) => role.name)
            .join(', '),
        valueFormatter: (names) => (names ? String(names) : 'None'),
        sortable: false,
        exportField: 'role_names',
      },
      {
        headerName: 'Status',
        valueGetter: (user) => (user.is_active ? 'Active' : 'Inactive'),
        cellRenderer: (user) => (
          <StatusBadge label={user.is_active ? 'Active' : 'Inactive'} tone={user.is_active ? 'success' : 'neutral'} />
        ),
        sortField: 'is_active',
        // Active/Inactive in the file too, not true/false.
        exportField: 'active_status',
        width: 120,
      },
      {
        headerName: 'Actions',
        cellRenderer: (user) => <RowActions name={user.username} actions={actionsOf(user)} />,
        export: false,
        width: 320,
      },
    ];
  }, [orgId, onEdit, onResetPassword, onToggleActive]);

  return (
    <DataTable
      ariaLabel="Users"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No users found."
    />
  );
}
