import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The logistics remote as the host sees it (exposed as `logistics/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'logistics',
  declaration,
  routes: pageRoutes<'logistics'>(declaration, {
    '/logistics-management/driver-management': lazyPage(
      () => import(/* webpackChunkName: "logistics-management-driver-management" */ './pages/driver-management-page'),
    ),
    '/logistics-management/routes-management': lazyPage(
      () => import(/* webpackChunkName: "logistics-management-routes-management" */ './pages/routes-management-page'),
    ),
    '/logistics-management/collection-centers-and-qa-agents': lazyPage(
      () =>
        import(
          /* webpackChunkName: "logistics-management-collection-centers-and-qa-agents" */ './pages/collection-centers-page'
        ),
    ),
    '/logistics-management/trips': lazyPage(
      () => import(/* webpackChunkName: "logistics-management-trips" */ './pages/trips-page'),
    ),
    '/logistics-management/supplies': lazyPage(
      () => import(/* webpackChunkName: "logistics-management-supplies" */ './pages/supplies-page'),
    ),
    '/feed-management': lazyPage(
      () => import(/* webpackChunkName: "feed-management" */ './pages/feed-management-page'),
    ),
    '/driver/add-new-driver': lazyPage(
      () => import(/* webpackChunkName: "driver-add-new-driver" */ './pages/add-new-driver-page'),
    ),
    '/driver/:id/edit': lazyPage(() => import(/* webpackChunkName: "driver-id-edit" */ './pages/edit-driver-page')),
    '/route/add-new-route': lazyPage(
      () => import(/* webpackChunkName: "route-add-new-route" */ './pages/add-new-route-page'),
    ),
    '/route/:id/edit': lazyPage(() => import(/* webpackChunkName: "route-id-edit" */ './pages/edit-route-page')),
    '/collection-center/add': lazyPage(
      () => import(/* webpackChunkName: "collection-center-add" */ './pages/add-collection-center-page'),
    ),
    '/trip/add': lazyPage(() => import(/* webpackChunkName: "trip-add" */ './pages/add-trip-page')),
    '/supply/add': lazyPage(() => import(/* webpackChunkName: "supply-add" */ './pages/add-supply-page')),
  }),
};

export default remote;
