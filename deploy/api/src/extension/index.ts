import type { ApiDomain } from '../resources/api-domain';
import { extensionAssignments } from './extension-assignments';
import { extensionCallLogs } from './extension-call-logs';

/** Extension officers' work with farmers: assignments, visits and calls. */
export const extension: ApiDomain = {
  name: 'extension',
  resources: [extensionAssignments, extensionCallLogs],
};
