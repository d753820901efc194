import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/dashboard': 'Dashboard',
  '/reports/quality': 'Quality',
  '/reports/milk-volume': 'Milk Volume',
  '/reports/extension-services': 'Extension Services',
});
