import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell.
const PendingPaymentsPage = lazy(() => import('./pages/pending-payments-page'));
const CompletedPaymentsPage = lazy(() => import('./pages/completed-payments-page'));
const PayslipPage = lazy(() => import('./pages/payslip-page'));
const RatesPage = lazy(() => import('./pages/rates-page'));
const AdvancesPage = lazy(() => import('./pages/advances-page'));
const PayRunsPage = lazy(() => import('./pages/pay-runs-page'));
const PayRunPage = lazy(() => import('./pages/pay-run-page'));

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
