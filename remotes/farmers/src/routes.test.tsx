import { describeRemoteRoutes } from '@maziwa/dev-shell/testing';
import { remote } from './routes';

describeRemoteRoutes(remote, {
  '/farmers/farmers-profiles': 'Farmer Profiles',
  '/farmer/add-new-farmer': 'Add New Farmer',
  '/farmers/farmers-profiles/link-f1': 'Farmer',
  '/farmers/farmers-profiles/link-f1/edit': 'Edit Farmer',
  '/farmers/messages': 'Messages',
  '/extension-services/assignments': 'Assignments',
  '/extension-services/call-logs': 'Call Logs',
});
