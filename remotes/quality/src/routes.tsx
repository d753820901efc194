import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The quality remote as the host sees it (exposed as `quality/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'quality',
  declaration,
  routes: pageRoutes<'quality'>(declaration, {
    '/quality-control/quality-tests': lazyPage(
      () => import(/* webpackChunkName: "quality-control-quality-tests" */ './pages/quality-tests-page'),
    ),
    '/quality-control/rejection-logs': lazyPage(
      () => import(/* webpackChunkName: "quality-control-rejection-logs" */ './pages/rejection-logs-page'),
    ),
  }),
};

export default remote;
