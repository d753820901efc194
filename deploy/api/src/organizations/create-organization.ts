import { BUILT_IN_ROLES, type BuiltInRole } from '../auth/built-in-roles';
import type { Queryable } from '../db/database';

export interface CreatedOrganization {
  id: string;
  roleIds: Record<BuiltInRole, string>;
}

/** A new organisation with the built-in roles and their permissions. */
export async function createOrganization(tx: Queryable, name: string, createdAt?: Date): Promise<CreatedOrganization> {
  const { rows } = await tx.query<{ id: string }>(
    'INSERT INTO organizations (name, created_at) VALUES ($1, coalesce($2, now())) RETURNING id',
    [name, createdAt ?? null],
  );
  const id = rows[0].id;
  const roleIds = {} as Record<BuiltInRole, string>;
  for (const role of BUILT_IN_ROLES) {
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO roles (organization_id, name, description)
       VALUES ($1, $2, coalesce((SELECT description FROM built_in_role_descriptions WHERE role_name = $2), ''))
       RETURNING id`,
      [id, role],
    );
    roleIds[role] = inserted.rows[0].id;
    // The matrix lives once, in migration 011's built_in_role_permissions; admin's rows are
    // for display only (the API treats admin as holding every permission).
    await tx.query(
      `INSERT INTO role_permissions (role_id, permission_id)
       SELECT $1, p.id FROM permissions p
        WHERE p.organization_id IS NULL
          AND ($2 = 'admin' OR p.name IN (SELECT permission FROM built_in_role_permissions WHERE role_name = $2))`,
      [roleIds[role], role],
    );
  }
  return { id, roleIds };
}
