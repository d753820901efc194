import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell.
const CollectionSchedulePage = lazy(() => import('./pages/collection-schedule-page'));
const DriverTrackingPage = lazy(() => import('./pages/driver-tracking-page'));
const PickupManagementPage = lazy(() => import('./pages/pickup-management-page'));
const InventoryPage = lazy(() => import('./pages/inventory-page'));

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
