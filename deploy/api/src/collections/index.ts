import type { ApiDomain } from '../resources/api-domain';
import { collections as collectionsResource } from './collections';
import { consolidations } from './consolidations';
import { trips } from './trips';

/** Collecting the milk: trips along the routes, deliveries (collections) and the centre batches handed over (consolidations). */
export const collections: ApiDomain = {
  name: 'collections',
  resources: [trips, collectionsResource, consolidations],
};
