import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The reports remote as the host sees it (exposed as `reports/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'reports',
  declaration,
  routes: pageRoutes<'reports'>(declaration, {
    '/dashboard': lazyPage(() => import(/* webpackChunkName: "dashboard" */ './pages/dashboard-page')),
    '/reports/quality': lazyPage(() => import(/* webpackChunkName: "reports-quality" */ './pages/quality-report-page')),
    '/reports/milk-volume': lazyPage(
      () => import(/* webpackChunkName: "reports-milk-volume" */ './pages/milk-volume-report-page'),
    ),
    '/reports/extension-services': lazyPage(
      () => import(/* webpackChunkName: "reports-extension-services" */ './pages/extension-services-report-page'),
    ),
    '/reports/intake': lazyPage(
      () => import(/* webpackChunkName: "reports-intake" */ './pages/centre-intake-report-page'),
    ),
  }),
};

export default remote;
