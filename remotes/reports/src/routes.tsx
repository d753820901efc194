import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ './pages/dashboard-page'));
const QualityReportPage = lazy(() => import(/* webpackChunkName: "reports-quality" */ './pages/quality-report-page'));
const MilkVolumeReportPage = lazy(() => import(/* webpackChunkName: "reports-milk-volume" */ './pages/milk-volume-report-page'));
const ExtensionServicesReportPage = lazy(() => import(/* webpackChunkName: "reports-extension-services" */ './pages/extension-services-report-page'));

/** The reports remote as the host sees it (exposed as `reports/routes`). */
export const remote: RemoteModule = {
  id: 'reports',
  declaration,
  routes: [
    { path: '/dashboard', element: <DashboardPage /> },
    { path: '/reports/quality', element: <QualityReportPage /> },
    { path: '/reports/milk-volume', element: <MilkVolumeReportPage /> },
    { path: '/reports/extension-services', element: <ExtensionServicesReportPage /> },
  ],
};

export default remote;
