import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const QualityTestsPage = lazy(() => import(/* webpackChunkName: "quality-control-quality-tests" */ './pages/quality-tests-page'));
const RejectionLogsPage = lazy(() => import(/* webpackChunkName: "quality-control-rejection-logs" */ './pages/rejection-logs-page'));

/** The quality remote as the host sees it (exposed as `quality/routes`). */
export const remote: RemoteModule = {
  id: 'quality',
  declaration,
  routes: [
    { path: '/quality-control/quality-tests', element: <QualityTestsPage /> },
    { path: '/quality-control/rejection-logs', element: <RejectionLogsPage /> },
  ],
};

export default remote;
