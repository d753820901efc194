import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const DriverManagementPage = lazy(() => import(/* webpackChunkName: "logistics-management-driver-management" */ './pages/driver-management-page'));
const RoutesManagementPage = lazy(() => import(/* webpackChunkName: "logistics-management-routes-management" */ './pages/routes-management-page'));
const CollectionCentersPage = lazy(() => import(/* webpackChunkName: "logistics-management-collection-centers-and-qa-agents" */ './pages/collection-centers-page'));
const TripsPage = lazy(() => import(/* webpackChunkName: "logistics-management-trips" */ './pages/trips-page'));
const SuppliesPage = lazy(() => import(/* webpackChunkName: "logistics-management-supplies" */ './pages/supplies-page'));
const FeedManagementPage = lazy(() => import(/* webpackChunkName: "feed-management" */ './pages/feed-management-page'));
const AddNewDriverPage = lazy(() => import(/* webpackChunkName: "driver-add-new-driver" */ './pages/add-new-driver-page'));
const EditDriverPage = lazy(() => import(/* webpackChunkName: "driver-id-edit" */ './pages/edit-driver-page'));
const AddNewRoutePage = lazy(() => import(/* webpackChunkName: "route-add-new-route" */ './pages/add-new-route-page'));
const EditRoutePage = lazy(() => import(/* webpackChunkName: "route-id-edit" */ './pages/edit-route-page'));
const AddCollectionCenterPage = lazy(() => import(/* webpackChunkName: "collection-center-add" */ './pages/add-collection-center-page'));
const AddTripPage = lazy(() => import(/* webpackChunkName: "trip-add" */ './pages/add-trip-page'));
const AddSupplyPage = lazy(() => import(/* webpackChunkName: "supply-add" */ './pages/add-supply-page'));

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
