import type { ApiInstance } from '../plugins/services';
import type { ResourceDef } from './types';

/** A plugin adding some routes to the API's instance. */
export type RoutePlugin = (app: ApiInstance) => Promise<void>;

/**
 * One domain of the API (src/<domain>/index.ts): what it serves. api-plugin.ts registers every
 * domain of src/domains.ts the same way: first each domain's `routes`, then each domain's
 * generic `resources` (list/get/create/update/delete, resources/register.ts), then each
 * domain's `routesAfterResources`. The OpenAPI document lists paths in that order, which
 * is the order of the console's generated types (shared/contracts/src/generated/openapi.ts).
 */
export interface ApiDomain {
  /** The folder under src/ (access, payments, ...). */
  name: string;
  routes?: RoutePlugin[];
  resources?: ResourceDef[];
  routesAfterResources?: RoutePlugin[];
}
