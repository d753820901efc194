import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/logistics-management/driver-management': 'Driver Management',
  '/logistics-management/routes-management': 'Routes Management',
  '/logistics-management/collection-centers-and-qa-agents': 'Collection Centers & QA Agents',
  '/logistics-management/trips': 'Trips',
  '/logistics-management/supplies': 'Supplies',
  '/feed-management': 'Feed Management',
  '/driver/add-new-driver': 'Add New Driver',
  '/driver/link-1/edit': 'Edit Driver',
  '/route/add-new-route': 'Add New Route',
  '/route/route-1/edit': 'Edit Route',
  '/collection-center/add': 'Add Collection Center',
  '/trip/add': 'Add Trip',
  '/supply/add': 'Add Supply',
});
