import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/quality-control/quality-tests': 'Quality Tests',
  '/quality-control/rejection-logs': 'Rejection Logs',
});
