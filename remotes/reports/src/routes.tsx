import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell.
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const QualityReportPage = lazy(() => import('./pages/quality-report-page'));
const MilkVolumeReportPage = lazy(() => import('./pages/milk-volume-report-page'));
const ExtensionServicesReportPage = lazy(() => import('./pages/extension-services-report-page'));

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
