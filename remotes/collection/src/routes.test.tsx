import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/milk-collections/intake': 'Intake',
  '/milk-collections/collection-schedule': 'Collection Schedule',
  '/milk-collections/driver-tracking': 'Driver Tracking',
  '/milk-collections/pickup-management': 'Pickup Management',
  '/milk-collections/inventory': 'Inventory',
});
