import type { ResourceDef } from '../types';
import { locations } from './locations';
import { permissions } from './permissions';
import { roles } from './roles';
import { routes } from './routes';
import { trips } from './trips';
import { userRoles } from './user-roles';
import { users } from './users';

/** Resources with generic list/get/create/update/delete routes (spec 7). */
export const RESOURCES: ResourceDef[] = [users, roles, permissions, userRoles, locations, routes, trips];

export { locations, permissions, roles, routes, trips, userRoles, users };
