import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The farmers remote as the host sees it (exposed as `farmers/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'farmers',
  declaration,
  routes: pageRoutes<'farmers'>(declaration, {
    '/farmers/farmers-profiles': lazyPage(
      () => import(/* webpackChunkName: "farmers-farmers-profiles" */ './pages/farmers-profiles-page'),
    ),
    '/farmer/add-new-farmer': lazyPage(
      () => import(/* webpackChunkName: "farmer-add-new-farmer" */ './pages/add-new-farmer-page'),
    ),
    '/farmers/farmers-profiles/:id': lazyPage(
      () => import(/* webpackChunkName: "farmers-farmers-profiles-id" */ './pages/farmer-page'),
    ),
    '/farmers/farmers-profiles/:id/edit': lazyPage(
      () => import(/* webpackChunkName: "farmers-farmers-profiles-id-edit" */ './pages/edit-farmer-page'),
    ),
    '/farmers/messages': lazyPage(
      () => import(/* webpackChunkName: "farmers-messages" */ './pages/farmers-messages-page'),
    ),
    '/extension-services/assignments': lazyPage(
      () => import(/* webpackChunkName: "extension-services-assignments" */ './pages/extension-assignments-page'),
    ),
    '/extension-services/call-logs': lazyPage(
      () => import(/* webpackChunkName: "extension-services-call-logs" */ './pages/extension-call-logs-page'),
    ),
  }),
};

export default remote;
