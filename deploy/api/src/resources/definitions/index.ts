import { payRuns } from '../../pay-runs/pay-run-resource';
import type { ResourceDef } from '../types';
import { accountTopUps } from './account-top-ups';
import { advances } from './advances';
import { collections } from './collections';
import { consolidations } from './consolidations';
import { extensionAssignments } from './extension-assignments';
import { extensionCallLogs } from './extension-call-logs';
import { feedIssues } from './feed-issues';
import { feedProducts } from './feed-products';
import { feedReceipts } from './feed-receipts';
import { locations } from './locations';
import { organizations } from './organizations';
import { payRates } from './pay-rates';
import { payments } from './payments';
import { payouts } from './payouts';
import { permissions } from './permissions';
import { qualityAdjustments } from './quality-adjustments';
import { qualityTests } from './quality-tests';
import { rejections } from './rejections';
import { roles } from './roles';
import { routes } from './routes';
import { supplies } from './supplies';
import { trips } from './trips';
import { userRoles } from './user-roles';
import { users } from './users';

/** Resources with generic list/get/create/update/delete routes (docs/rules.md#api-calls). */
export const RESOURCES: ResourceDef[] = [
  users,
  roles,
  permissions,
  userRoles,
  organizations,
  locations,
  routes,
  trips,
  collections,
  consolidations,
  qualityTests,
  rejections,
  payments,
  payouts,
  accountTopUps,
  payRates,
  qualityAdjustments,
  advances,
  payRuns,
  supplies,
  feedProducts,
  feedReceipts,
  feedIssues,
  extensionAssignments,
  extensionCallLogs,
];

export {
  collections,
  consolidations,
  extensionAssignments,
  extensionCallLogs,
  locations,
  organizations,
  payments,
  payouts,
  permissions,
  qualityTests,
  rejections,
  roles,
  routes,
  supplies,
  trips,
  userRoles,
  users,
};
