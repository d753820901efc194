import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const PendingPaymentsPage = lazy(() => import(/* webpackChunkName: "payroll-pending-payments" */ './pages/pending-payments-page'));
const CompletedPaymentsPage = lazy(() => import(/* webpackChunkName: "payroll-completed-payments" */ './pages/completed-payments-page'));
const PayslipPage = lazy(() => import(/* webpackChunkName: "payroll-payslips-id" */ './pages/payslip-page'));
const RatesPage = lazy(() => import(/* webpackChunkName: "payroll-rates" */ './pages/rates-page'));
const AdvancesPage = lazy(() => import(/* webpackChunkName: "payroll-advances" */ './pages/advances-page'));
const PayRunsPage = lazy(() => import(/* webpackChunkName: "payroll-pay-runs" */ './pages/pay-runs-page'));
const PayRunPage = lazy(() => import(/* webpackChunkName: "payroll-pay-runs-id" */ './pages/pay-run-page'));

/** The payroll remote as the host sees it (exposed as `payroll/routes`). */
export const remote: RemoteModule = {
  id: 'payroll',
  declaration,
  routes: [
    { path: '/payroll/pending-payments', element: <PendingPaymentsPage /> },
    { path: '/payroll/completed-payments', element: <CompletedPaymentsPage /> },
    { path: '/payroll/payslips/:id', element: <PayslipPage /> },
    { path: '/payroll/rates', element: <RatesPage /> },
    { path: '/payroll/advances', element: <AdvancesPage /> },
    { path: '/payroll/pay-runs', element: <PayRunsPage /> },
    { path: '/payroll/pay-runs/:id', element: <PayRunPage /> },
  ],
};

export default remote;
