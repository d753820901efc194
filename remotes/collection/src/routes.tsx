import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The collection remote as the host sees it (exposed as `collection/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'collection',
  declaration,
  routes: pageRoutes<'collection'>(declaration, {
    '/milk-collections/intake': lazyPage(
      () => import(/* webpackChunkName: "milk-collections-intake" */ './pages/intake-page'),
    ),
    '/milk-collections/collection-schedule': lazyPage(
      () => import(/* webpackChunkName: "milk-collections-collection-schedule" */ './pages/collection-schedule-page'),
    ),
    '/milk-collections/driver-tracking': lazyPage(
      () => import(/* webpackChunkName: "milk-collections-driver-tracking" */ './pages/driver-tracking-page'),
    ),
    '/milk-collections/pickup-management': lazyPage(
      () => import(/* webpackChunkName: "milk-collections-pickup-management" */ './pages/pickup-management-page'),
    ),
    '/milk-collections/inventory': lazyPage(
      () => import(/* webpackChunkName: "milk-collections-inventory" */ './pages/inventory-page'),
    ),
  }),
};

export default remote;
