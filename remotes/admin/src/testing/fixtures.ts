import { TEST_ORG_ID } from '@maziwa/api-client/testing';
import type { Permission, Role, User } from '@maziwa/contracts';

/** The signed-in user and organisation every test runs with, the same in every remote. */
export { TEST_ORG_ID, signedInUser } from '@maziwa/api-client/testing';

export function buildUser(overrides: Partial<User> & Pick<User, 'id' | 'username'>): User {
  return {
    first_name: '',
    last_name: '',
    email: `${overrides.username.toLowerCase()}@maziwa.test`,
    contact_info: {},
    organization_ids: [TEST_ORG_ID],
    is_active: true,
    status: 'active',
    avatarUrl: null,
    roles: [],
    created_at: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

/** A role a user holds, as GET /users names it. */
const held = (id: string, name: string, organization_id = TEST_ORG_ID) => ({ id, name, organization_id });

/** Newest first, as GET /users answers. */
export const testUsers: User[] = [
  // Roles in another organisation shared with the admin are left out of this one's column.
  buildUser({
    id: 'user-3',
    username: 'achieng',
    first_name: 'Achieng',
    last_name: 'Otieno',
    email: 'achieng@maziwa.test',
    contact_info: { phone: '+254722000003', address: 'Kisumu Road, Kisumu' },
    roles: [held('role-admin', 'admin'), held('role-other-user', 'user', 'org-2')],
  }),
  buildUser({
    id: 'user-2',
    username: 'bmwangi',
    first_name: 'Brian',
    last_name: 'Mwangi',
    email: 'brian@maziwa.test',
    contact_info: { phone: '+254722000002' },
    roles: [held('role-driver', 'Driver')],
  }),
  buildUser({
    id: 'user-1',
    username: 'chebet',
    first_name: 'Chebet',
    last_name: 'Kiprono',
    email: 'chebet@maziwa.test',
    is_active: false,
  }),
];

export const testPermissions: Permission[] = [
  {
    id: 'perm-1',
    name: 'collections.read',
    description: 'See milk collections',
    resource: 'collections',
    action: 'read',
    organization_id: TEST_ORG_ID,
  },
  {
    id: 'perm-2',
    name: 'payments.process',
    description: 'Pay farmers',
    resource: 'payments',
    action: 'process',
    organization_id: TEST_ORG_ID,
  },
  {
    id: 'perm-3',
    name: 'users.write',
    description: '',
    resource: 'users',
    action: 'write',
    organization_id: TEST_ORG_ID,
  },
];

const catalogue = (resource: string, actions: string[]): Permission[] =>
  // The shared catalogue belongs to no organisation.
  actions.map((action) => ({
    id: `cat-${resource}-${action}`,
    name: `${resource}:${action}`,
    description: `${action} ${resource}`,
    resource,
    action,
    organization_id: null,
  }));

/** Part of the API's shared catalogue (migration 002 and the money actions), as the Roles page groups it. */
export const testCatalogue: Permission[] = [
  ...catalogue('users', ['read', 'create', 'update', 'delete']),
  ...catalogue('roles', ['read', 'create', 'update']),
  ...catalogue('payments', ['read', 'process', 'approve']),
  ...catalogue('account', ['top_up']),
  ...catalogue('reports', ['read']),
];

/** By name, as GET /roles answers. */
export const testRoles: Role[] = [
  {
    id: 'role-admin',
    name: 'admin',
    description: 'Everything, including users, roles and money',
    organization_id: TEST_ORG_ID,
    permissions: testCatalogue.map((p) => p.id),
  },
  {
    id: 'role-driver',
    name: 'Driver',
    description: "A driver's record; no console access",
    organization_id: TEST_ORG_ID,
    permissions: [],
  },
  // An answer without the list: the screen says N/A.
  { id: 'role-producer', name: 'Producer', organization_id: TEST_ORG_ID } as unknown as Role,
  {
    id: 'role-user',
    name: 'user',
    description: 'Office clerk',
    organization_id: TEST_ORG_ID,
    permissions: ['cat-users-create', 'cat-users-update', 'cat-roles-read', 'cat-reports-read'],
  },
];
