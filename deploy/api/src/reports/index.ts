import type { ApiDomain } from '../resources/api-domain';
import { reportRoutes } from './reports';

/** GET /reports/*: read-only views over every other domain. */
export const reports: ApiDomain = {
  name: 'reports',
  routesAfterResources: [reportRoutes],
};
