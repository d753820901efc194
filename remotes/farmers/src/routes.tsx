import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const FarmersProfilesPage = lazy(() => import(/* webpackChunkName: "farmers-farmers-profiles" */ './pages/farmers-profiles-page'));
const AddNewFarmerPage = lazy(() => import(/* webpackChunkName: "farmer-add-new-farmer" */ './pages/add-new-farmer-page'));
const FarmerPage = lazy(() => import(/* webpackChunkName: "farmers-farmers-profiles-id" */ './pages/farmer-page'));
const EditFarmerPage = lazy(() => import(/* webpackChunkName: "farmers-farmers-profiles-id-edit" */ './pages/edit-farmer-page'));
const ExtensionAssignmentsPage = lazy(() => import(/* webpackChunkName: "extension-services-assignments" */ './pages/extension-assignments-page'));
const ExtensionCallLogsPage = lazy(() => import(/* webpackChunkName: "extension-services-call-logs" */ './pages/extension-call-logs-page'));

/** The farmers remote as the host sees it (exposed as `farmers/routes`). */
export const remote: RemoteModule = {
  id: 'farmers',
  declaration,
  routes: [
    { path: '/farmers/farmers-profiles', element: <FarmersProfilesPage /> },
    { path: '/farmer/add-new-farmer', element: <AddNewFarmerPage /> },
    { path: '/farmers/farmers-profiles/:id', element: <FarmerPage /> },
    { path: '/farmers/farmers-profiles/:id/edit', element: <EditFarmerPage /> },
    { path: '/extension-services/assignments', element: <ExtensionAssignmentsPage /> },
    { path: '/extension-services/call-logs', element: <ExtensionCallLogsPage /> },
  ],
};

export default remote;
