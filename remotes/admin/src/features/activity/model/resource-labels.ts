import type { FilterOption } from '@maziwa/ui';

/**
 * What each API resource is called on screen (the API's names are in GET /audit-events); the
 * Activity export says the same (deploy/api/src/audit/audit-labels.ts).
 */
export const RESOURCE_LABELS: Record<string, string> = {
  users: 'Users',
  roles: 'Roles',
  permissions: 'Permissions',
  'user-roles': 'People (drivers, farmers, staff roles)',
  organizations: 'Organisation settings',
  locations: 'Collection centres',
  routes: 'Routes',
  trips: 'Trips',
  collections: 'Milk collections',
  consolidations: 'Pickups (centre handovers)',
  'quality-tests': 'Quality tests',
  rejections: 'Rejections',
  payments: 'Payments',
  'account-top-ups': 'Payout account top-ups',
  supplies: 'Supplies',
  'extension-assignments': 'Extension assignments',
  'extension-call-logs': 'Extension call logs',
  files: 'Files',
  payouts: 'Payouts',
  'pay-runs': 'Pay runs',
  'pay-rates': 'Pay rates',
  'quality-adjustments': 'Quality adjustments',
  advances: 'Advances',
  'feed-products': 'Feed products',
  'feed-receipts': 'Feed stock receipts',
  'feed-issues': 'Feed issues',
  messages: 'Messages',
};

/**
 * A resource's screen name; one the console does not know yet, as the API names it.
 *
 * @example resourceLabel('user-roles') // "People (drivers, farmers, staff roles)"
 */
export const resourceLabel = (resource: string) => RESOURCE_LABELS[resource] ?? resource;

/** The Activity page's resource select: all, then each resource by its screen name. */
export const resourceOptions: FilterOption[] = [
  { value: '', label: 'All Resources' },
  ...Object.entries(RESOURCE_LABELS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label)),
];
