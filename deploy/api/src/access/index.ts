import type { ApiDomain } from '../resources/api-domain';
import { authRoutes } from './auth';
import { meRoutes } from './me';
import { permissions } from './permissions';
import { roles } from './roles';
import { userAccessRoutes } from './user-access';
import { userRoleOptionRoutes } from './user-role-options';
import { users } from './users';

/** Accounts and what they may do: sign-in and tokens, the current user, users, roles, permissions. */
export const access: ApiDomain = {
  name: 'access',
  routes: [authRoutes, meRoutes, userRoleOptionRoutes, userAccessRoutes],
  resources: [users, roles, permissions],
};
