import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell. Each page's chunk
// is named after its path, so the build can list its files for the gateway's preloads
// (shared/tooling/webpack/page-chunks.cjs).
const UsersPage = lazy(() => import(/* webpackChunkName: "user-management-users" */ './pages/users-page'));
const RolesPage = lazy(() => import(/* webpackChunkName: "user-management-roles" */ './pages/roles-page'));
const PermissionsPage = lazy(() => import(/* webpackChunkName: "user-management-permissions" */ './pages/permissions-page'));
const ActivityPage = lazy(() => import(/* webpackChunkName: "user-management-activity" */ './pages/activity-page'));

/** The admin remote as the host sees it (exposed as `admin/routes`). */
export const remote: RemoteModule = {
  id: 'admin',
  declaration,
  routes: [
    { path: '/user-management/users', element: <UsersPage /> },
    { path: '/user-management/roles', element: <RolesPage /> },
    { path: '/user-management/permissions', element: <PermissionsPage /> },
    { path: '/user-management/activity', element: <ActivityPage /> },
  ],
};

export default remote;
