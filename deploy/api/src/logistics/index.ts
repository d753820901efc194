import type { ApiDomain } from '../resources/api-domain';
import { locations } from './locations';
import { routes } from './routes';

/** Where milk is collected and the way there: locations (collection centres) and routes. */
export const logistics: ApiDomain = {
  name: 'logistics',
  resources: [locations, routes],
};
