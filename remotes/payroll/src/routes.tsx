import type { RemoteModule } from '@maziwa/contracts';
import { lazyPage, pageRoutes } from '@maziwa/ui';
import declaration from './pages.json';

/**
 * The payroll remote as the host sees it (exposed as `payroll/routes`): a route for each page its
 * pages.json declares, the page loaded on first visit. The map's paths must be exactly the
 * declared ones (PageMap). Each page's chunk is named after its path, so the build can list
 * its files for the gateway's preloads (shared/tooling/webpack/page-chunks.cjs).
 */
export const remote: RemoteModule = {
  id: 'payroll',
  declaration,
  routes: pageRoutes<'payroll'>(declaration, {
    '/payroll/pending-payments': lazyPage(
      () => import(/* webpackChunkName: "payroll-pending-payments" */ './pages/pending-payments-page'),
    ),
    '/payroll/completed-payments': lazyPage(
      () => import(/* webpackChunkName: "payroll-completed-payments" */ './pages/completed-payments-page'),
    ),
    '/payroll/payslips/:id': lazyPage(
      () => import(/* webpackChunkName: "payroll-payslips-id" */ './pages/payslip-page'),
    ),
    '/payroll/rates': lazyPage(() => import(/* webpackChunkName: "payroll-rates" */ './pages/rates-page')),
    '/payroll/advances': lazyPage(() => import(/* webpackChunkName: "payroll-advances" */ './pages/advances-page')),
    '/payroll/pay-runs': lazyPage(() => import(/* webpackChunkName: "payroll-pay-runs" */ './pages/pay-runs-page')),
    '/payroll/pay-runs/:id': lazyPage(
      () => import(/* webpackChunkName: "payroll-pay-runs-id" */ './pages/pay-run-page'),
    ),
  }),
};

export default remote;
