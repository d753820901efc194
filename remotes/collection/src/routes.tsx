import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const CollectionSchedulePage = lazy(() => import(/* webpackChunkName: "milk-collections-collection-schedule" */ './pages/collection-schedule-page'));
const DriverTrackingPage = lazy(() => import(/* webpackChunkName: "milk-collections-driver-tracking" */ './pages/driver-tracking-page'));
const PickupManagementPage = lazy(() => import(/* webpackChunkName: "milk-collections-pickup-management" */ './pages/pickup-management-page'));
const InventoryPage = lazy(() => import(/* webpackChunkName: "milk-collections-inventory" */ './pages/inventory-page'));

/** The collection remote as the host sees it (exposed as `collection/routes`). */
export const remote: RemoteModule = {
  id: 'collection',
  declaration,
  routes: [
    { path: '/milk-collections/collection-schedule', element: <CollectionSchedulePage /> },
    { path: '/milk-collections/driver-tracking', element: <DriverTrackingPage /> },
    { path: '/milk-collections/pickup-management', element: <PickupManagementPage /> },
    { path: '/milk-collections/inventory', element: <InventoryPage /> },
  ],
};

export default remote;
