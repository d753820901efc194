import type { Queryable } from '../db/database';

/** Every organisation starts with these; screens look Driver, Producer and QA/Collector up by name. */
export const STANDARD_ROLES = ['admin', 'user', 'Driver', 'Producer', 'QA/Collector'] as const;
export type StandardRole = (typeof STANDARD_ROLES)[number];

// Which catalogue permissions each standard role starts with (resource:action patterns).
const ROLE_PERMISSIONS: Record<StandardRole, string> = {
  admin: `true`,
  user: `action = 'read'`,
  Driver: `resource IN ('routes', 'trips', 'collections') AND action = 'read'`,
  Producer: `resource IN ('collections', 'payments', 'supplies') AND action = 'read'`,
  'QA/Collector': `resource IN ('collections', 'quality_tests', 'rejections') AND action IN ('read', 'create')`,
};

export interface CreatedOrganization {
  id: string;
  roleIds: Record<StandardRole, string>;
}

/** A new organisation with the standard roles and their permissions. */
export async function createOrganization(tx: Queryable, name: string, createdAt?: Date): Promise<CreatedOrganization> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO organizations (name, created_at) VALUES ($1, coalesce($2, now())) RETURNING id',
    [name, createdAt ?? null],
  );
  const id = rows[0].id;
  const roleIds = {} as Record<StandardRole, string>;
  for (const role of STANDARD_ROLES) {
    const inserted = await tx.query<{ id: string }>(
      'INSERT INTO roles (organization_id, name) VALUES ($1, $2) RETURNING id',
      [id, role],
    );
    roleIds[role] = inserted.rows[0].id;
    await tx.query(
      `INSERT INTO role_permissions (role_id, permission_id)
       SELECT $1, id FROM permissions WHERE organization_id IS NULL AND ${ROLE_PERMISSIONS[role]}`,
      [roleIds[role]],
    );
  }
  return { id, roleIds };
}
