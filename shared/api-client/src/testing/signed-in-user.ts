import type { CurrentUser } from '@maziwa/contracts';
import { ROLE_PERMISSIONS } from './role-permissions';

/** The organisation every test runs in (the signed-in user's first organisation). */
export const TEST_ORG_ID = 'org-1';

/** A second organisation the signed-in user belongs to, for scoping tests. */
export const OTHER_ORG_ID = 'org-2';

/**
 * The administrator every page test signs in as, as GET /users/me answers: a member of
 * TEST_ORG_ID (first, so screens work in it) and OTHER_ORG_ID. Another role's view is
 * `withRole(signedInUser, 'user')`.
 */
export const signedInUser: CurrentUser = {
  id: 'user-admin',
  email: 'admin@maziwa.test',
  username: 'admin',
  first_name: 'Wanjiku',
  last_name: 'Kamau',
  avatarUrl: null,
  organization_ids: [TEST_ORG_ID, OTHER_ORG_ID],
  role: 'admin',
  roles: ['admin'],
  time_zone: 'Africa/Nairobi',
  permissions: [...ROLE_PERMISSIONS.admin],
};
