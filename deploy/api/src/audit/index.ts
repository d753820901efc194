import type { ApiDomain } from '../resources/api-domain';
import { auditEventRoutes } from './audit-event-routes';

/** GET /audit-events: the trail every write leaves (written by resources/record.ts). */
export const audit: ApiDomain = {
  name: 'audit',
  routesAfterResources: [auditEventRoutes],
};
