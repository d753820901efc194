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
import { useUsers } from '../features/users/api/get-users';
import { UsersList } from '../features/users/components/users-list';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const AddUserDialog = lazyDialog(() =>
  import('../features/users/components/add-user-dialog').then((module) => module.AddUserDialog),
);

/**
 * Users (docs/screens.md#users): the organisation's staff accounts, paged, sorted and searched by the
 * API, exported whole as CSV; Add User creates one, Edit changes one.
 */
export default function UsersPage({ page }: PageProps) {
  const [filters, setFilters] = useListFilters();
  const [adding, setAdding] = useState(false);
  const users = useUsers(useOrgId(), useFilterParams(filters));

  return (
    <ListPage
      title="Users"
      actions={
        <ListActions
          add={{ label: 'Add User', permission: 'users:create', onClick: () => setAdding(true) }}
          list={users}
          fileName="users.csv"
        />
      }
      // An account has no day or list status: only the search narrows the list.
      filters={
        <FilterBar
          searchPlaceholder={page.search}
          value={filters}
          onChange={setFilters}
          show={{ date: false, month: false, status: false }}
        />
      }
    >
      <UsersList list={users} />
      {adding && <AddUserDialog onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
