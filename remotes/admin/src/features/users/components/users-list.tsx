import type { ServerList } from '@maziwa/api-client';
import type { User } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { EditUserDialog } from './edit-user-dialog';
import { UsersTable } from './users-table';

/**
 * The organisation's users: loading and failure texts, the table (one page from the
 * server) and Edit.
 *
 * @example
 * const users = useUsers(orgId, useFilterParams(filters));
 * <UsersList list={users} />
 */
export function UsersList({ list }: { list: ServerList<User> }) {
  const [editing, setEditing] = useState<User | null>(null);
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch users">
      <UsersTable rows={list.rows} server={list.server} onEdit={setEditing} />
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </QueryState>
  );
}
