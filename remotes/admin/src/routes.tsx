import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The admin remote as the host sees it (exposed as `admin/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'admin',
  declaration,
  routes: pageRoutes<'admin'>(declaration, {
    '/user-management/users': lazyPage(
      () => import(/* webpackChunkName: "user-management-users" */ './pages/users-page'),
    ),
    '/user-management/roles': lazyPage(
      () => import(/* webpackChunkName: "user-management-roles" */ './pages/roles-page'),
    ),
    '/user-management/permissions': lazyPage(
      () => import(/* webpackChunkName: "user-management-permissions" */ './pages/permissions-page'),
    ),
    '/user-management/activity': lazyPage(
      () => import(/* webpackChunkName: "user-management-activity" */ './pages/activity-page'),
    ),
    '/organisation-settings/notifications-and-payouts': lazyPage(
      () =>
        import(/* webpackChunkName: "organisation-settings-notifications-and-payouts" */ './pages/notifications-page'),
    ),
  }),
};

export default remote;
