import type { CurrentUser } from '@maziwa/contracts';

const RESOURCES = [
  'users',
  'roles',
  'permissions',
  'user_roles',
  'locations',
  'routes',
  'trips',
  'collections',
  'quality_tests',
  'rejections',
  'consolidations',
  'payments',
  'supplies',
  'extension_services',
  'feed_store',
];

const crud = (resource: string, actions = ['read', 'create', 'update', 'delete']) =>
  actions.map((action) => `${resource}:${action}`);

/**
 * What GET /users/me answers as `permissions` for each built-in role (the matrix of
 * deploy/api/README.md, "Who may do what"). Test fixtures sign in with these.
 */
export const ROLE_PERMISSIONS = {
  /** Everything in the catalogue. */
  admin: [
    ...RESOURCES.flatMap((resource) => crud(resource)),
    'reports:read',
    'payments:process',
    'payments:approve',
    'account:top_up',
    'audit_events:read',
    'organizations:update',
    'messages:read',
    'messages:resend',
    'messaging_settings:read',
    'messaging_settings:update',
    'provider_credentials:update',
  ],
  /** The office clerk: reads all but staff accounts; no delete, no money, no role administration. */
  user: [
    ...crud('users', ['create', 'update']),
    'roles:read',
    'permissions:read',
    ...[
      'user_roles',
      'locations',
      'routes',
      'trips',
      'collections',
      'quality_tests',
      'rejections',
      'consolidations',
    ].flatMap((resource) => crud(resource, ['read', 'create', 'update'])),
    'payments:read',
    ...crud('supplies', ['read', 'create', 'update']),
    ...crud('extension_services', ['read', 'create', 'update']),
    ...crud('feed_store', ['read', 'create', 'update']),
    'reports:read',
    // What was sent to a farmer, for the farmer at the counter; resending and settings stay with admins.
    'messages:read',
  ],
  /** Reads its centres' lists; records collections, tests and rejections. */
  'QA/Collector': [
    'user_roles:read',
    'locations:read',
    ...crud('collections', ['read', 'create']),
    ...crud('quality_tests', ['read', 'create']),
    ...crud('rejections', ['read', 'create']),
    'consolidations:read',
  ],
  /** People records: no console access. */
  Driver: [],
  Producer: [],
} satisfies Record<string, string[]>;

export type BuiltInRole = keyof typeof ROLE_PERMISSIONS;

/**
 * `user` as it would be signed in with only the built-in `role`.
 *
 * @example renderWithProviders({ route: '/payroll/pending-payments', user: withRole(signedInUser, 'user') });
 */
export function withRole(user: CurrentUser, role: BuiltInRole): CurrentUser {
  return { ...user, role, roles: [role], permissions: [...ROLE_PERMISSIONS[role]] };
}
