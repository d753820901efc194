import type { ApiDomain } from '../resources/api-domain';
import { fileRoutes } from './files';
import { userRoles } from './user-roles';

/** People in an organisation (farmers, drivers, QA agents, ...): user roles with their person profile, and their files. */
export const people: ApiDomain = {
  name: 'people',
  resources: [userRoles],
  routesAfterResources: [fileRoutes],
};
