import { forbidden } from '../http/errors';

/**
 * The permission catalogue: `resource:action`. The CRUD part is migration 002's (017 adds feed_store); the money
 * actions and the few others are migration 011's. A route names one of these beside its
 * definition (`config: { permission }`); roles grant them; `admin` holds every one.
 */
export const CATALOGUE_RESOURCES = [
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
  // The co-op store of feed and farm inputs (migration 017).
  'feed_store',
] as const;
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number];
export type CrudAction = 'read' | 'create' | 'update' | 'delete';

/** Permissions that are not plain CRUD: paying out and approving are separate from editing payments. */
export const SPECIAL_PERMISSIONS = [
  'reports:read',
  'payments:process',
  'payments:approve',
  'account:top_up',
  'audit_events:read',
  'organizations:update',
  // Messages to farmers (migration 025, issue 32): the list, resending a failed one, the settings.
  'messages:read',
  'messages:resend',
  'messaging_settings:read',
  'messaging_settings:update',
  // An organisation's own Africa's Talking and Daraja accounts (migration 028, issue 32): admins only.
  'provider_credentials:update',
] as const;

export type PermissionName = `${CatalogueResource}:${CrudAction}` | (typeof SPECIAL_PERMISSIONS)[number];

/** What a route asks of the caller: a permission, or only a valid sign-in (their own profile, sign-out). */
export type RouteAccess = PermissionName | 'signed-in';

export const ALL_PERMISSIONS: readonly PermissionName[] = [
  ...CATALOGUE_RESOURCES.flatMap((resource) =>
    (['read', 'create', 'update', 'delete'] as const).map((action): PermissionName => `${resource}:${action}`),
  ),
  ...SPECIAL_PERMISSIONS,
];

export function isPermissionName(value: unknown): value is PermissionName {
  return typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** "You do not have permission to create trips", "... to top up account". */
export function permissionMessage(permission: PermissionName): string {
  const [resource, action] = permission.split(':');
  return `You do not have permission to ${action.replace(/_/g, ' ')} ${resource.replace(/_/g, ' ')}`;
}

/**
 * What the caller holds, per organisation they belong to. 'all' is an admin: it also covers
 * permissions added to the catalogue after the role was created.
 */
export type HeldPermissions = Map<string, ReadonlySet<string> | 'all'>;

export function holds(held: HeldPermissions, organizationId: string, permission: string): boolean {
  const set = held.get(organizationId);
  return set === 'all' || (set !== undefined && set.has(permission));
}

/** Every permission held in one organisation, in catalogue order (what /users/me tells the console). */
export function heldList(held: HeldPermissions, organizationId: string | undefined): string[] {
  if (!organizationId) return [];
  const set = held.get(organizationId);
  if (set === 'all') return [...ALL_PERMISSIONS];
  if (!set) return [];
  const known = ALL_PERMISSIONS.filter((name) => set.has(name));
  const others = [...set].filter((name) => !isPermissionName(name)).sort();
  return [...known, ...others];
}

export function assertHolds(held: HeldPermissions, organizationId: string, permission: PermissionName): void {
  if (!holds(held, organizationId, permission)) throw forbidden(permissionMessage(permission));
}

/**
 * A QA/Collector works at its own collection centres: what that role grants applies only to
 * the centres of its link (user_roles.location_ids). Per organisation where the caller holds
 * such a link: the centres, and the permissions they also hold through an unlimited role
 * (an office clerk who is also a QA agent reads every centre).
 */
export type CentreLimits = Map<string, { unlimited: ReadonlySet<string> | 'all'; centres: readonly string[] }>;

/** The centres `permission` is limited to in an organisation, or undefined when it is not limited. */
export function centresFor(
  limits: CentreLimits | undefined,
  organizationId: string,
  permission: string,
): readonly string[] | undefined {
  const limit = limits?.get(organizationId);
  if (!limit || limit.unlimited === 'all' || limit.unlimited.has(permission)) return undefined;
  return limit.centres;
}
