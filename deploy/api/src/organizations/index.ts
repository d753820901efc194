import type { ApiDomain } from '../resources/api-domain';
import { organizations as organizationsResource } from './organizations';

/** The cooperatives: each one's settings (time zone, variance tolerance). */
export const organizations: ApiDomain = {
  name: 'organizations',
  resources: [organizationsResource],
};
