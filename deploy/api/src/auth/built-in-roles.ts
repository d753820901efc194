import type { Queryable } from '../db/database';

/** The built-in roles of every organisation; screens look Driver, Producer and QA/Collector up by name. */
export const BUILT_IN_ROLES = ['admin', 'user', 'QA/Collector', 'Driver', 'Producer'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** The built-in role whose permissions hold only at the centres of its link (a QA agent's own). */
export const CENTRE_BOUND_ROLE: BuiltInRole = 'QA/Collector';

export function isBuiltInRole(name: unknown): name is BuiltInRole {
  return (BUILT_IN_ROLES as readonly unknown[]).includes(name);
}

/** What each built-in role starts with (migration 011's table, the one source of the matrix). */
export interface BuiltInRoles {
  /** The permissions of a role when an organisation is created (admin: every one). */
  matrix: ReadonlyMap<BuiltInRole, readonly string[]>;
  /** Built-in roles holding a permission, admin first. */
  holders(permission: string): BuiltInRole[];
}

export async function loadBuiltInRoles(db: Queryable): Promise<BuiltInRoles> {
  const { rows } = await db.query<{ role_name: BuiltInRole; permission: string }>(
    'SELECT role_name, permission FROM built_in_role_permissions ORDER BY role_name, permission',
  );
  const matrix = new Map<BuiltInRole, string[]>(BUILT_IN_ROLES.map((role) => [role, []]));
  for (const row of rows) matrix.get(row.role_name)?.push(row.permission);
  return {
    matrix,
    holders: (permission) =>
      BUILT_IN_ROLES.filter((role) => role === 'admin' || matrix.get(role)!.includes(permission)),
  };
}
