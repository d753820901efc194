import type { ApiDomain } from '../resources/api-domain';
import { feedIssues } from './feed-issues';
import { feedProducts } from './feed-products';
import { feedReceipts } from './feed-receipts';
import { supplies as suppliesResource } from './supplies';

/** Supplies given to farmers on credit, and the feed store (products, receipts, issues). */
export const supplies: ApiDomain = {
  name: 'supplies',
  resources: [suppliesResource, feedProducts, feedReceipts, feedIssues],
};
