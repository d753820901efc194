import type { CurrentUser, Permission, Role, User } from '@maziwa/contracts';

/** The organisation every test runs in (the signed-in user's first organisation). */
export const TEST_ORG_ID = 'org-1';

export const signedInUser: CurrentUser = {
  id: 'user-admin',
  email: 'admin@maziwa.test',
  username: 'admin',
  first_name: 'Wanjiku',
  last_name: 'Kamau',
  organization_ids: [TEST_ORG_ID, 'org-2'],
  role: 'admin',
  roles: ['admin'],
};

export function buildUser(overrides: Partial<User> & Pick<User, 'id' | 'username'>): User {
  return {
    first_name: '',
    last_name: '',
    email: `${overrides.username.toLowerCase()}@maziwa.test`,
    contact_info: {},
    organization_ids: [TEST_ORG_ID],
    is_active: true,
    status: 'active',
    ...overrides,
  };
}

/** Newest first, as GET /users answers. */
export const testUsers: User[] = [
  buildUser({ id: 'user-3', username: 'achieng', first_name: 'Achieng', last_name: 'Otieno', email: 'achieng@maziwa.test', contact_info: { phone: '+254722000003', address: 'Kisumu Road, Kisumu' } }),
  buildUser({ id: 'user-2', username: 'bmwangi', first_name: 'Brian', last_name: 'Mwangi', email: 'brian@maziwa.test', contact_info: { phone: '+254722000002' } }),
  buildUser({ id: 'user-1', username: 'chebet', first_name: 'Chebet', last_name: 'Kiprono', email: 'chebet@maziwa.test' }),
];

export const testPermissions: Permission[] = [
  { id: 'perm-1', name: 'collections.read', description: 'See milk collections', resource: 'collections', action: 'read' },
  { id: 'perm-2', name: 'payments.process', description: 'Pay farmers', resource: 'payments', action: 'process' },
  { id: 'perm-3', name: 'users.write', description: '', resource: 'users', action: 'write' },
];

export const testRoles: Role[] = [
  { id: 'role-admin', name: 'admin', organization_id: TEST_ORG_ID, permissions: ['perm-1', 'perm-2', 'perm-3'] },
  { id: 'role-driver', name: 'Driver', organization_id: TEST_ORG_ID, permissions: [] },
  // An answer without the list: the screen says N/A.
  { id: 'role-producer', name: 'Producer', organization_id: TEST_ORG_ID } as unknown as Role,
];
