import type { RemoteModule } from '@maziwa/contracts';
import { lazy } from 'react';
import declaration from './pages.json';

// Pages load on first visit; the host mounts these routes under its shell.
const UsersPage = lazy(() => import('./pages/users-page'));
const RolesPage = lazy(() => import('./pages/roles-page'));
const PermissionsPage = lazy(() => import('./pages/permissions-page'));
const ActivityPage = lazy(() => import('./pages/activity-page'));

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
