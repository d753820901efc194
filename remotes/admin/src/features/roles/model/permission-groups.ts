import type { Permission } from '@maziwa/contracts';

/** The four actions every area has; each gets its own column. */
export const STANDARD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** One row of the permission matrix: an area of the console and what may be done there. */
export interface PermissionGroup {
  resource: string;
  standard: Partial<Record<StandardAction, Permission>>;
  /** Actions of their own (payments: process, approve; account: top_up), by action. */
  other: Permission[];
}

const isStandard = (action: string): action is StandardAction =>
  (STANDARD_ACTIONS as readonly string[]).includes(action);

/**
 * The catalogue grouped by resource (alphabetically), read/create/update/delete in their
 * columns and the other actions beside them.
 *
 * @example groupByResource(catalogue).map((group) => group.resource) // ['account', 'payments', ...]
 */
export function groupByResource(catalogue: Permission[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of catalogue) {
    const group = groups.get(permission.resource) ?? { resource: permission.resource, standard: {}, other: [] };
    groups.set(permission.resource, group);
    if (isStandard(permission.action) && !group.standard[permission.action])
      group.standard[permission.action] = permission;
    else group.other.push(permission);
  }
  for (const group of groups.values()) group.other.sort((a, b) => a.action.localeCompare(b.action));
  return [...groups.values()].sort((a, b) => a.resource.localeCompare(b.resource));
}

/** How a person reads a resource or action name: `quality_tests` -> `quality tests`. */
export const spoken = (name: string) => name.replace(/_/g, ' ');

/** The ids a role holds (the API answers ids, or permissions with populate=permissions). */
export function permissionIdsOf(permissions: Array<string | Permission> | undefined): string[] {
  return (permissions ?? []).map((permission) => (typeof permission === 'string' ? permission : permission.id));
}
