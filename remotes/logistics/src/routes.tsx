import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell.
const DriverManagementPage = lazy(() => import('./pages/driver-management-page'));
const RoutesManagementPage = lazy(() => import('./pages/routes-management-page'));
const CollectionCentersPage = lazy(() => import('./pages/collection-centers-page'));
const TripsPage = lazy(() => import('./pages/trips-page'));
const SuppliesPage = lazy(() => import('./pages/supplies-page'));
const FeedManagementPage = lazy(() => import('./pages/feed-management-page'));
const AddNewDriverPage = lazy(() => import('./pages/add-new-driver-page'));
const EditDriverPage = lazy(() => import('./pages/edit-driver-page'));
const AddNewRoutePage = lazy(() => import('./pages/add-new-route-page'));
const EditRoutePage = lazy(() => import('./pages/edit-route-page'));
const AddCollectionCenterPage = lazy(() => import('./pages/add-collection-center-page'));
const AddTripPage = lazy(() => import('./pages/add-trip-page'));
const AddSupplyPage = lazy(() => import('./pages/add-supply-page'));

/** The logistics remote as the host sees it (exposed as `logistics/routes`). */
export const remote: RemoteModule = {
  id: 'logistics',
  declaration,
  routes: [
    { path: '/logistics-management/driver-management', element: <DriverManagementPage /> },
    { path: '/logistics-management/routes-management', element: <RoutesManagementPage /> },
    { path: '/logistics-management/collection-centers-and-qa-agents', element: <CollectionCentersPage /> },
    { path: '/logistics-management/trips', element: <TripsPage /> },
    { path: '/logistics-management/supplies', element: <SuppliesPage /> },
    { path: '/feed-management', element: <FeedManagementPage /> },
    { path: '/driver/add-new-driver', element: <AddNewDriverPage /> },
    { path: '/driver/:id/edit', element: <EditDriverPage /> },
    { path: '/route/add-new-route', element: <AddNewRoutePage /> },
    { path: '/route/:id/edit', element: <EditRoutePage /> },
    { path: '/collection-center/add', element: <AddCollectionCenterPage /> },
    { path: '/trip/add', element: <AddTripPage /> },
    { path: '/supply/add', element: <AddSupplyPage /> },
  ],
};

export default remote;
