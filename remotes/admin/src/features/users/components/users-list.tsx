import { useCan, useOrgId, type ServerList } from '@maziwa/api-client';
import type { User } from '@maziwa/contracts';
import { lazyDialog, QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { UserActiveDialog } from './user-active-dialog';
import { UsersTable } from './users-table';

// The forms download when first opened (lazyDialog): the list loads without the form kit.
const EditUserDialog = lazyDialog(() => import('./edit-user-dialog').then((module) => module.EditUserDialog));
const PasswordResetDialog = lazyDialog(() =>
  import('./password-reset-dialog').then((module) => module.PasswordResetDialog),
);

type Opened = { dialog: 'edit' | 'password' | 'active'; user: User };

/**
 * The organisation's users: loading and failure texts, the table (one page from the
 * server), Edit, and for those who may change accounts, Set temporary password and
 * Deactivate/Reactivate.
 *
 * @example
 * const users = useUsers(orgId, useFilterParams(filters));
 * <UsersList list={users} />
 */
export function UsersList({ list }: { list: ServerList<User> }) {
  const orgId = useOrgId();
  const canManage = useCan('users:update');
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  // Stable, so the table keeps its columns between renders.
  const edit = useCallback((user: User) => setOpened({ dialog: 'edit', user }), []);
  const resetPassword = useCallback((user: User) => setOpened({ dialog: 'password', user }), []);
  const toggleActive = useCallback((user: User) => setOpened({ dialog: 'active', user }), []);
  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch users"
    >
      <UsersTable
        rows={list.rows}
        server={list.server}
        orgId={orgId}
        onEdit={edit}
        onResetPassword={canManage ? resetPassword : undefined}
        onToggleActive={canManage ? toggleActive : undefined}
      />
      {opened?.dialog === 'edit' && <EditUserDialog user={opened.user} onClose={close} />}
      {opened?.dialog === 'password' && <PasswordResetDialog user={opened.user} onClose={close} />}
      {opened?.dialog === 'active' && <UserActiveDialog user={opened.user} onClose={close} />}
    </QueryState>
  );
}
