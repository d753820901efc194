import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/user-management/users': 'Users',
  '/user-management/roles': 'User Management',
  '/user-management/permissions': 'Permissions',
  '/user-management/activity': 'Activity',
  '/organisation-settings/notifications-and-payouts': 'Notifications and payouts',
});
