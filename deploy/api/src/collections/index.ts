import type { ApiDomain } from '../resources/api-domain';
import { collections as collectionsResource } from './collections';
import { consolidations } from './consolidations';
import { intakeCreateRoute } from './intake-create';
import { intakeRoutes } from './intake-routes';
import { trips } from './trips';

/**
 * Collecting the milk: trips along the routes, deliveries (collections) and the centre batches
 * handed over (consolidations); intake at the centre (the idempotent POST /collections, the
 * shift's tally and the centre's farmers).
 */
export const collections: ApiDomain = {
  name: 'collections',
  resources: [trips, collectionsResource, consolidations],
  routesAfterResources: [intakeCreateRoute, intakeRoutes],
};
